import { NotFoundPage } from '../components/pages/not-found-page';

export default async function NotFound() {
  return <NotFoundPage />;
}

export const getConfig = async () => ({ render: 'static' }) as const;
