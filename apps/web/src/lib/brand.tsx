import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { applyBrand, brandFor } from '../brands/index';
import type { Brand } from '../brands/brand';
import { useSession } from './session';

const BrandContext = createContext<Brand>(brandFor(null));

/** Provides the session's brand and applies its colours and body class to the document. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { company } = useSession();
  const brand = brandFor(company);
  useEffect(() => applyBrand(brand), [brand]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}
