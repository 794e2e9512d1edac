import { useState } from 'react';
import type { TrainingImportResponse } from '../../../../contracts/assistant-admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useImportTraining } from '../api/training';

const formatOf = (name: string): 'json' | 'csv' | null =>
  name.toLowerCase().endsWith('.json') ? 'json' : name.toLowerCase().endsWith('.csv') ? 'csv' : null;

/**
 * Import Data: a JSON list or a CSV file of training entries. The server checks every row; a file with a bad row
 * stores nothing, and the dialog lists each refused row with its reasons.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importer = useImportTraining();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TrainingImportResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
    onClose();
  };

  const run = async () => {
    if (!file) return;
    const format = formatOf(file.name);
    if (!format) {
      setProblem('Choose a .json or .csv file.');
      return;
    }
    setProblem(null);
    try {
      const result = await importer.mutateAsync({ format, data: await file.text() });
      setReport(result);
      if (result.success) toast({ title: 'Training data imported', description: `${result.imported} entries added` });
    } catch (error) {
      setReport(null);
      setProblem(error instanceof Error ? error.message : 'The file could not be imported.');
    }
  };

  if (!open) return null;
  return (
    <Dialog open onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="Import Training Data"
        description="A JSON list or a CSV file with category, title, content, isActive, priority and tags. Every row is checked; if one is refused, nothing is stored."
        className="max-w-xl"
      >
        <div className="space-y-4">
          <div>
            <label htmlFor="training-import-file" className="block text-sm font-medium text-slate-800">
              File
            </label>
            <input
              id="training-import-file"
              type="file"
              accept=".json,.csv,application/json,text/csv"
              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-medium"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                setProblem(null);
              }}
            />
          </div>
          {problem ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          ) : null}
          {report ? <ImportReport report={report} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              {report?.success ? 'Done' : 'Cancel'}
            </Button>
            <Button onClick={() => void run()} disabled={!file || importer.isPending}>
              {importer.isPending ? 'Importing…' : 'Import'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ImportReport({ report }: { report: TrainingImportResponse }) {
  if (report.success) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="import-report">
        Imported {report.imported} {report.imported === 1 ? 'entry' : 'entries'}.
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900" data-testid="import-report">
      <p className="font-semibold">
        Nothing was imported: {report.refused.length} {report.refused.length === 1 ? 'row was' : 'rows were'} refused.
      </p>
      <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
        {report.refused.map((row) => (
          <li key={row.row}>
            Row {row.row}: {row.errors.join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
