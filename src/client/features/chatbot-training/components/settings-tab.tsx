import { Download, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { trainingExportUrl, useTrainingStats } from '../api/training';
import { ImportDialog } from './import-dialog';
import { SynonymsEditor } from './synonyms-editor';
import { categoryLabel } from './training-labels';
import { TrainingStatCards } from './training-stat-cards';

/** One panel of the Settings tab: its heading (which names the section), a line about it, and what it holds. */
function SettingsSection(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft" aria-labelledby={props.id}>
      <h2 id={props.id} className="text-lg font-semibold text-navy-900">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-1 text-sm text-slate-600">{props.intro}</p> : null}
      {props.children}
    </section>
  );
}

/**
 * The Settings tab (docs/product/training.md): the statistics, Import Data and Export Data, the active entries per category, and the
 * assistant's synonym list.
 */
export function SettingsTab() {
  const stats = useTrainingStats();
  const [importing, setImporting] = useState(false);
  if (stats.isPending) return <Spinner label="Loading statistics" className="py-12" />;
  if (!stats.data) return <p className="py-12 text-center text-slate-600">The statistics could not be loaded.</p>;
  return (
    <div className="space-y-6">
      <TrainingStatCards stats={stats.data} />
      <SettingsSection
        id="data-heading"
        title="Import and export"
        intro="Export every entry as JSON or CSV, edit it in a spreadsheet, and import it back as new entries."
      >
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)} icon={Upload}>
            Import Data
          </Button>
          <a href={trainingExportUrl('json')} download className={buttonClasses('outline', 'md')}>
            <Download aria-hidden="true" className="size-4" />
            Export Data (JSON)
          </a>
          <a href={trainingExportUrl('csv')} download className={buttonClasses('outline', 'md')}>
            <Download aria-hidden="true" className="size-4" />
            Export Data (CSV)
          </a>
        </div>
      </SettingsSection>
      <SettingsSection id="active-heading" title="Active entries per category">
        <ul className="mt-3 divide-y divide-slate-100">
          {stats.data.byCategory.map((row) => (
            <li key={row.category} className="flex justify-between py-2 text-sm">
              <span className="text-slate-800">{categoryLabel(row.category)}</span>
              <span className="font-semibold text-navy-900">
                {row.active} / {row.total}
              </span>
            </li>
          ))}
        </ul>
      </SettingsSection>
      <SettingsSection
        id="synonyms-heading"
        title="Synonyms"
        intro={`Visitors don't always use our words: "price" for cost, "setup" for installation. The assistant reads each question with these synonyms added.`}
      >
        <div className="mt-4">
          <SynonymsEditor />
        </div>
      </SettingsSection>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
