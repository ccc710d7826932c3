import type { z } from 'zod';
import type {
  describeMeterGroupResponseSchema,
  getConsumptionsResponseSchema,
  getReadingsResponseSchema,
  offerSchema,
  readingSchema,
  readingWindowResponseSchema,
  supplyDetailSchema,
} from '@sportello/contract';

/** Answers of the calls this feature makes, as the contract describes them (types only). */
export type SupplyDetail = z.infer<typeof supplyDetailSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type Consumptions = z.infer<typeof getConsumptionsResponseSchema>['getConsumptionsResponse'];
export type Reading = z.infer<typeof readingSchema>;
export type ReadingsPage = z.infer<typeof getReadingsResponseSchema>['getReadingsResponse'];
export type ReadingWindow = z.infer<typeof readingWindowResponseSchema>['readingWindowResponse'];
export type MeterGroup = z.infer<typeof describeMeterGroupResponseSchema>['describeMeterGroupResponse'];
