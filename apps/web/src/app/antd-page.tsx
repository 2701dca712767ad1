import { withChunkTimeout, type PageLoader } from '../lib/chunk';

/** A lazy route whose page uses Ant Design: the page, the providers and antd's locale load together. */
export function lazyAntdPage(loader: PageLoader) {
  return async () => {
    const [page, providers] = await withChunkTimeout(Promise.all([loader(), import('./antd-providers')]));
    await providers.ensureAntdLocale();
    const Page = page.default;
    const { AntdProviders } = providers;
    return {
      Component: () => (
        <AntdProviders>
          <Page />
        </AntdProviders>
      ),
    };
  };
}
