import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssistantReport } from '../../../../contracts/assistant-report';
import { jsonQuery } from '../../../lib/api-queries';

export const assistantReportKey = ['/api/admin/assistant-report'] as const;

/** GET /api/admin/assistant-report: a week's figures (the current week when `week` is null) and the 11 before. */
export const assistantReportQuery = (week: string | null) =>
  jsonQuery<AssistantReport>(
    [...assistantReportKey, week ?? 'current'],
    `/api/admin/assistant-report${week ? `?week=${encodeURIComponent(week)}` : ''}`,
  );

/** The report of a week; the week shown stays until the next one has come. */
export const useAssistantReport = (week: string | null) =>
  useQuery({ ...assistantReportQuery(week), placeholderData: keepPreviousData });
