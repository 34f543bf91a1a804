import { LegalPage } from '../components/pages/legal-page';

export default async function PrivacyPage() {
  return <LegalPage name="privacy" />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
