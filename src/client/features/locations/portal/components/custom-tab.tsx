import { ImageIcon, Paintbrush } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { BrandAssetList } from './brand-asset-list';
import { ColourSchemeForm } from './colour-scheme-form';
import { LogoForm } from './logo-form';

const kinds = [
  { value: 'logo', label: 'Logo', Icon: ImageIcon },
  { value: 'color_scheme', label: 'Colour scheme', Icon: Paintbrush },
] as const;

/** Custom (docs/product/portal.md): the location's brand assets, and a logo or colour scheme to submit for approval. */
export function CustomTab() {
  const [kind, setKind] = useState<(typeof kinds)[number]['value']>('logo');
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="p-5 sm:p-6 lg:col-span-3">
        <h2 className="text-lg font-semibold text-navy-900">Brand your market</h2>
        <p className="mt-1 text-sm text-slate-600">
          Send your logo or colours; the team approves them before they appear on your market's screens and signage.
        </p>
        <fieldset className="mt-5">
          <legend className="sr-only">What to submit</legend>
          <div className="grid grid-cols-2 gap-2">
            {kinds.map(({ value, label, Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  kind === value ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900',
                )}
              >
                <input
                  type="radio"
                  name="asset-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5">{kind === 'logo' ? <LogoForm /> : <ColourSchemeForm />}</div>
      </Card>
      <div className="lg:col-span-2">
        <BrandAssetList />
      </div>
    </div>
  );
}
