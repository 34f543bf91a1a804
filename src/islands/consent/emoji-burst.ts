const BURST_MIN_COUNT = 14;
const BURST_MAX_COUNT = 27;
const BURST_MIN_SIZE_PX = 14;
const BURST_MAX_SIZE_PX = 28;
const DURATION_MS = 1400;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * Throws a handful of cookie emojis out of `origin`: 14 to 27 of them, 14 to 28 px
 * each, then removes them. Decorative only (aria-hidden); with reduced motion
 * they fade in place instead of flying.
 */
export const launchEmojiBurst = (origin: HTMLElement) => {
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const { left, top, width, height } = origin.getBoundingClientRect();
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.emojiBurst = '';
  layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:70;overflow:hidden';
  document.body.append(layer);

  const count = randomInt(BURST_MIN_COUNT, BURST_MAX_COUNT);
  const animations = Array.from({ length: count }, () => {
    const piece = document.createElement('span');
    piece.textContent = '🍪';
    piece.style.cssText = `position:absolute;left:${left + width / 2}px;top:${top + height / 2}px;font-size:${randomInt(BURST_MIN_SIZE_PX, BURST_MAX_SIZE_PX)}px;line-height:1`;
    layer.append(piece);
    const angle = Math.random() * Math.PI * 2;
    const distance = 60 + Math.random() * 140;
    const keyframes = reduceMotion
      ? [{ opacity: 0 }, { opacity: 1, offset: 0.3 }, { opacity: 0 }]
      : [
          { transform: 'translate(-50%, -50%) scale(0.4)', opacity: 1 },
          {
            transform: `translate(calc(-50% + ${Math.cos(angle) * distance}px), calc(-50% + ${Math.sin(angle) * distance - 80}px)) rotate(${randomInt(-180, 180)}deg)`,
            opacity: 0,
          },
        ];
    return piece.animate(keyframes, {
      duration: DURATION_MS * (0.7 + Math.random() * 0.3),
      easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
      fill: 'forwards',
    }).finished;
  });
  void Promise.allSettled(animations).then(() => layer.remove());
  return count;
};
