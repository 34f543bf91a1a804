import { fsRouter } from 'waku';

import { siteAdapter } from './server/site-adapter';

export default siteAdapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')));
