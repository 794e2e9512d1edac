import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type TrainingEntryRequest,
  trainingApi,
  type trainingImportRequest,
} from '../../../../contracts/assistant-admin';
import { teachingApi } from '../../../../contracts/assistant-teaching';
import { call, urlOf } from '../../../lib/api';
import { endpointPageQuery, endpointQuery, keyOf } from '../../../lib/api-queries';
import { recordChanges } from '../../../lib/record-changes';
import { refusedImport, unexpectedFormat } from './training-error';

/**
 * Invalidating these refreshes every page and filter of the list, the statistics, and what is taught to the entries
 * (every entry's phrasings: `keyOf` wants the parameters of an endpoint that has some, so its path alone here).
 */
export const trainingKeys = [
  keyOf(trainingApi.list),
  keyOf(trainingApi.stats),
  [teachingApi.phrasings.path],
  keyOf(teachingApi.outOfScope),
];

export type TrainingFilters = { search?: string; category?: string; active?: string };

export const trainingQuery = (filters: TrainingFilters, page: number, pageSize = 25) =>
  endpointPageQuery(trainingApi.list, { query: { ...filters, page, pageSize } });

export const trainingStatsQuery = () => endpointQuery(trainingApi.stats);

export const useTraining = (filters: TrainingFilters, page: number) => useQuery(trainingQuery(filters, page));
export const useTrainingStats = () => useQuery(trainingStatsQuery());

/** Every change to the training data: the call, then the list and the statistics refresh. */
const trainingChanges = recordChanges(trainingApi, trainingKeys);
const useTrainingChange = trainingChanges.useChange;

export const { useCreate: useCreateTraining, useRemove: useDeleteTraining } = trainingChanges;
/** An edit whose success answer is not JSON is reported as "Unexpected response format from server" (docs/product/training.md). */
export const useUpdateTraining = () =>
  useTrainingChange(({ id, ...body }: TrainingEntryRequest & { id: number }) =>
    call(trainingApi.update, { params: { id }, body }).catch(unexpectedFormat),
  );
export const useToggleTraining = () =>
  useTrainingChange(({ id, isActive }: { id: number; isActive: boolean }) =>
    call(trainingApi.toggle, { params: { id }, body: { isActive } }),
  );

/** `trainingApi.import` answers 400 with the same report when it refused rows; both come back as a report here. */
export const useImportTraining = () =>
  useTrainingChange((body: z.input<typeof trainingImportRequest>) =>
    call(trainingApi.import, { body }).catch(refusedImport),
  );

/** The file of every entry, for the Export buttons' links. */
export const trainingExportUrl = (format: 'json' | 'csv') => urlOf(trainingApi.export, { query: { format } });
