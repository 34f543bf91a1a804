import { PageMeta } from '../components/page-meta';
import { readOrShowProblem } from '../components/pages/content-file-error';
import { LandingStructuredData } from '../components/seo/landing-structured-data';
import { ContactSection } from '../components/sections/contact-section';
import { FaqSection } from '../components/sections/faq-section';
import { HeroSection } from '../components/sections/hero-section';
import { ServicesSection } from '../components/sections/services-section';
import { WhySection } from '../components/sections/why-section';
import { appConfig } from '../config';
import { readLandingPage } from '../content/landing-page';
import { ScrollSpy } from '../islands/scroll-spy';

export default async function HomePage() {
  const read = await readOrShowProblem(readLandingPage(), '/');
  if (read.problemPage) return read.problemPage;
  const { landing, company } = read.data;
  return (
    <>
      <PageMeta tagline={landing.hero.eyebrow} description={appConfig.description} path="/" />
      <LandingStructuredData config={appConfig} company={company} faq={landing.faq.items} />
      <ScrollSpy />
      <HeroSection hero={landing.hero} />
      <ServicesSection services={landing.services} />
      <WhySection why={landing.why} />
      <FaqSection faq={landing.faq} />
      <ContactSection contact={landing.contact} company={company} />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
