import { LegalPage } from '../components/pages/legal-page';

export default async function ImprintPage() {
  return <LegalPage name="imprint" />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
