const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = `(${MONTHS.join('|')})`;
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

// The three forms of RFC 9110 §5.6.7, each with its fields in the order day, month, year, hour, minute, second.
const IMF_FIXDATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`);
const RFC850_DATE = new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);

/** A two-digit year is the one of that century which is at most 50 years ahead (RFC 9110 §5.6.7). */
const fullYear = (twoDigits: number, now: Date) => {
  const thisYear = now.getUTCFullYear();
  const year = thisYear - (thisYear % 100) + twoDigits;
  return year > thisYear + 50 ? year - 100 : year;
};

const fieldsOf = (value: string, now: Date): [string, string, number, string, string, string] | undefined => {
  const imf = IMF_FIXDATE.exec(value);
  if (imf) return [imf[1]!, imf[2]!, Number(imf[3]), imf[4]!, imf[5]!, imf[6]!];
  const rfc850 = RFC850_DATE.exec(value);
  if (rfc850) return [rfc850[1]!, rfc850[2]!, fullYear(Number(rfc850[3]), now), rfc850[4]!, rfc850[5]!, rfc850[6]!];
  const asctime = ASCTIME_DATE.exec(value);
  if (asctime) return [asctime[2]!, asctime[1]!, Number(asctime[6]), asctime[3]!, asctime[4]!, asctime[5]!];
  return undefined;
};

/**
 * An HTTP-date in whole seconds since 1970, or undefined when the value is
 * none of its three forms or names no real time (31 Feb, 25:00).
 */
export const parseHttpDate = (value: string, now = new Date()): number | undefined => {
  const fields = fieldsOf(value, now);
  if (!fields) return undefined;
  const [day, monthName, year, hour, minute, second] = fields;
  const month = MONTHS.indexOf(monthName);
  const time = new Date(Date.UTC(year, month, Number(day), Number(hour), Number(minute), Number(second)));
  const real = time.getUTCDate() === Number(day) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
  return real ? time.getTime() / 1000 : undefined;
};

/** An instant as the IMF-fixdate HTTP sends (RFC 9110 §5.6.7), whole seconds only, as nginx writes it. */
export const formatHttpDate = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toUTCString();
