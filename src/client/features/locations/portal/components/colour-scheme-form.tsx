import { Plus, Send, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { brandAssetRequest } from '../../../../../contracts/partnership';
import { PortalSubmit } from '../../../../components/portal/portal-submit';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/form-controls';
import { AssetNameFields } from './asset-name-fields';
import { useAssetForm } from './use-asset-form';

const schemeRequest = brandAssetRequest.options[1];
type SchemeInput = z.input<typeof schemeRequest>;
const MAX_COLOURS = 6;
const defaults: SchemeInput = { assetType: 'color_scheme', assetName: '', description: '', colours: ['#0f1f3d'] };
const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());

/** A colour scheme for approval: one to six colours, each picked or typed as #rrggbb. */
export function ColourSchemeForm() {
  const { form, onSubmit, field, errorOf } = useAssetForm(schemeRequest, {
    defaults,
    fields: ['assetName', 'description', 'colours'],
    failed: 'Failed to submit the colour scheme',
  });
  const colours = form.watch('colours');
  const setColours = (next: string[]) =>
    form.setValue('colours', next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const setColour = (index: number, value: string) => setColours(colours.map((c, i) => (i === index ? value : c)));
  const listError = form.formState.errors.colours;
  const listMessage = listError?.message ?? listError?.root?.message;

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Submit a colour scheme" noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Colours <span className="font-normal text-slate-600">(1 to {MAX_COLOURS})</span>
        </legend>
        <ul className="mt-2 space-y-2">
          {colours.map((colour, index) => {
            const id = `scheme-colour-${index}`;
            const error = listError?.[index]?.message;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a colour row is its position in the scheme
              <li key={index}>
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={`Colour ${index + 1} picker`}
                    value={isHex(colour) ? colour.trim().toLowerCase() : '#000000'}
                    onChange={(event) => setColour(index, event.target.value)}
                    className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1"
                  />
                  <Input
                    id={id}
                    aria-label={`Colour ${index + 1}`}
                    value={colour}
                    maxLength={7}
                    spellCheck={false}
                    className="min-w-0 flex-1 font-mono"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => setColour(index, event.target.value)}
                  />
                  <Button
                    variant="ghost"
                    className="shrink-0 px-3"
                    aria-label={`Remove colour ${index + 1}`}
                    disabled={colours.length === 1}
                    onClick={() => setColours(colours.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                {error ? (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {listMessage ? <p className="mt-1 text-sm font-medium text-red-700">{listMessage}</p> : null}
        <Button
          variant="outline"
          className="mt-2"
          disabled={colours.length >= MAX_COLOURS}
          onClick={() => setColours([...colours, '#10b981'])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Colour
        </Button>
      </fieldset>
      <AssetNameFields prefix="scheme" form={{ field, errorOf }} namePlaceholder="e.g. Lobby colours" />
      <PortalSubmit busy={form.formState.isSubmitting} Icon={Send}>
        Submit Colours
      </PortalSubmit>
    </form>
  );
}
