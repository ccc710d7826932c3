import { useEffect } from 'react';
import { pageTitle } from '../brands/index';
import { useBrand } from './brand';

/** Sets "<page> | <brand>" as the document title. */
export function usePageTitle(page: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = pageTitle(page, brand);
  }, [page, brand]);
}
