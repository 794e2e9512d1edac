import { useQuery } from '@tanstack/react-query';
import type {
  TrainingEntryItem,
  TrainingEntryRequest,
  TrainingImportResponse,
  TrainingStats,
} from '../../../../contracts/assistant-admin';
import { apiRequest } from '../../../lib/api';
import { jsonQuery, pageQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { readTrainingAnswer } from './training-error';

/** Invalidating this refreshes every page and filter of the list, and the statistics. */
export const trainingKey = ['/api/admin/chatbot-training'] as const;

export type TrainingFilters = { search?: string; category?: string; active?: string };

export const trainingQuery = (filters: TrainingFilters, page: number, pageSize = 25) =>
  pageQuery<TrainingEntryItem>([...trainingKey, 'list'], '/api/admin/chatbot-training', { ...filters, page, pageSize });

export const trainingStatsQuery = () =>
  jsonQuery<TrainingStats>([...trainingKey, 'stats'], '/api/admin/chatbot-training/stats');

export const useTraining = (filters: TrainingFilters, page: number) => useQuery(trainingQuery(filters, page));
export const useTrainingStats = () => useQuery(trainingStatsQuery());

/** Every change to the training data: the call, then the list and the statistics refresh. */
const useTrainingChange = <T, R = Response>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, [trainingKey]);

export const useCreateTraining = () =>
  useTrainingChange((body: TrainingEntryRequest) => apiRequest('POST', '/api/admin/chatbot-training', body));
/** An edit whose success answer is not JSON is reported as "Unexpected response format from server" (docs/product/training.md). */
export const useUpdateTraining = () =>
  useTrainingChange(async ({ id, ...body }: TrainingEntryRequest & { id: number }) =>
    readTrainingAnswer<TrainingEntryItem>(await apiRequest('PUT', `/api/admin/chatbot-training/${id}`, body)),
  );
export const useToggleTraining = () =>
  useTrainingChange(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiRequest('PUT', `/api/admin/chatbot-training/${id}/toggle`, { isActive }),
  );
export const useDeleteTraining = () =>
  useTrainingChange((id: number) => apiRequest('DELETE', `/api/admin/chatbot-training/${id}`));

/** POST .../import answers 400 with the same report when it refused rows; both come back as a report here. */
export const useImportTraining = () =>
  useTrainingChange(async (body: { format: 'json' | 'csv'; data: string }): Promise<TrainingImportResponse> => {
    const res = await fetch('/api/admin/chatbot-training/import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
    const report = (await res.json().catch(() => null)) as (TrainingImportResponse & { message?: string }) | null;
    if (report && Array.isArray(report.refused)) return report;
    throw new Error(report?.message ?? `Server error: ${res.status}`);
  });

export const trainingExportUrl = (format: 'json' | 'csv') => `/api/admin/chatbot-training/export?format=${format}`;
