import { useId, useState, type FormEvent } from 'react';
import { LOCALES, localePath, type Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { PAGE_PATHS } from '@shared/routes';
import type { PublicUser } from '@shared/user-roles';
import { errorMessage } from '@client/app/api-client';
import { LOCALE } from '@client/app/locale';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { saveLanguage } from '../api';

const LANGUAGE_NAMES: Record<Locale, () => string> = { en: m.language_name_en, cy: m.language_name_cy };

/**
 * The person's language (CONTRACT.md §9): a tenant's portal follows it, so choosing the other one
 * opens the portal again in it (each language is its own build); a landlord's portal stays English
 * and the choice is of e-mails and texts.
 */
export function LanguageCard({ user, className }: { user: PublicUser; className?: string }) {
  const headingId = useId();
  const [choice, setChoice] = useState<Locale>(user.language);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isTenant = user.userType === 'tenant';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveLanguage(choice);
      if (isTenant && saved.language !== LOCALE) {
        window.location.assign(localePath(saved.language, PAGE_PATHS.tenantDashboard));
        return;
      }
      toast({
        title: m.language_card_saved(),
        description: m.language_card_saved_detail({ language: LANGUAGE_NAMES[saved.language]() }),
        variant: 'success',
      });
    } catch (error) {
      setFailure(errorMessage(error, m.language_card_failed()));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {m.language_card_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {isTenant ? m.language_card_intro_tenant() : m.language_card_intro_landlord()}
          </p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-xl space-y-4">
          <fieldset>
            <legend className="sr-only">{m.language_card_legend()}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {LOCALES.map((locale) => (
                <label key={locale} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name="language"
                    value={locale}
                    checked={choice === locale}
                    onChange={() => setChoice(locale)}
                    className="size-4 accent-brand-700"
                  />
                  <span>{LANGUAGE_NAMES[locale]()}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {failure && <FormAlert>{failure}</FormAlert>}
          <Button type="submit" disabled={saving}>
            {saving ? m.language_card_saving() : m.language_card_save()}
          </Button>
        </form>
      </section>
    </Card>
  );
}
