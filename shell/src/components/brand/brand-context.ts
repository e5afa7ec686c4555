import { createContext, useContext } from 'react';
import { BrandMode } from '@school/contracts';

export const BrandContext = createContext<BrandMode>(BrandMode.Default);
export const useBrandMode = () => useContext(BrandContext);
