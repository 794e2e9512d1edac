import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assistantReportApi } from '../../../../contracts/assistant-report';
import { endpointQuery } from '../../../lib/api-queries';

/** `assistantReportApi.week`: a week's figures (the current week when `week` is null) and the 11 before. */
export const assistantReportQuery = (week: string | null) =>
  endpointQuery(assistantReportApi.week, { query: week ? { week } : {} });

/** The report of a week; the week shown stays until the next one has come. */
export const useAssistantReport = (week: string | null) =>
  useQuery({ ...assistantReportQuery(week), placeholderData: keepPreviousData });
