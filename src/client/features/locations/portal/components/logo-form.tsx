import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { brandAssetRequest } from '../../../../../contracts/partnership';
import { PortalSubmit } from '../../../../components/portal/portal-submit';
import { Field } from '../../../../components/ui/form-controls';
import { AssetNameFields } from './asset-name-fields';
import { logoFileProblem, readAsDataUrl } from './logo-file';
import { useAssetForm } from './use-asset-form';

const logoRequest = brandAssetRequest.options[0];
type LogoInput = z.input<typeof logoRequest>;
const defaults: LogoInput = { assetType: 'logo', assetName: '', description: '', assetData: '' };

/** A logo for approval: PNG, JPEG or WebP up to 512 KB, checked here before it is sent, with a preview. */
export function LogoForm() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { form, onSubmit, field, errorOf } = useAssetForm(logoRequest, {
    defaults,
    fields: ['assetName', 'description', 'assetData'],
    failed: 'Failed to submit the logo',
    onSent: () => {
      setPreview(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const fileError = errorOf('assetData');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    form.setValue('assetData', '');
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      form.setError('assetData', { type: 'file', message: problem });
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    form.setValue('assetData', dataUrl);
    form.clearErrors('assetData');
    setPreview(dataUrl);
    // The file's name is a fair first name for the asset; re-checked if the form was already refused once.
    if (!form.getValues('assetName'))
      form.setValue('assetName', file.name.replace(/\.[^.]+$/, '').slice(0, 200), {
        shouldValidate: form.formState.isSubmitted,
      });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Submit a logo" noValidate>
      <Field
        id="logo-file"
        label="Logo file"
        required
        error={fileError}
        hint="PNG, JPEG or WebP, at most 512 KB. A transparent background works best."
      >
        <input
          ref={fileInput}
          id="logo-file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'logo-file-error' : 'logo-file-hint'}
          onChange={(event) => void onFile(event)}
          className="block w-full min-w-0 rounded-xl border border-slate-300 bg-white aria-[invalid=true]:border-red-600 text-sm text-slate-700 file:mr-3 file:min-h-11 file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-white"
        />
      </Field>
      {preview ? (
        <div className="rounded-xl border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-3">
          <img src={preview} alt="Preview of the chosen logo" className="mx-auto max-h-32 object-contain" />
        </div>
      ) : null}
      <AssetNameFields prefix="logo" form={{ field, errorOf }} namePlaceholder="e.g. Bayside Towers logo" />
      <PortalSubmit busy={form.formState.isSubmitting} Icon={Upload}>
        Submit Logo
      </PortalSubmit>
    </form>
  );
}
