/**
 * The signed-in header's choices (issue 41, decision 0041): the system, among the user's systems
 * from the session (`systems`; shown when there is more than one), and the language. In the
 * header at desktop width; on a phone the header keeps only what fits and both sit at the top of
 * the folded menu instead (as the entry header hides its language toggle there).
 *
 * A system switch goes through the system choice (`POST /auth/system`): new tokens bound to the
 * chosen system, then its home; unsaved changes in any open tab ask first (PICMCM0031). The
 * language changes in place: the screens render in it, the calls after it send it, and the
 * user's language on the server (`userLangCd`) follows.
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Select, useMessageBox, useMro, useOverlayState } from '@mro/ui';
import { useServices, useSession } from '../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { useLocaleChoice } from '../shared/localeChoice';
import { SYSTEM_BASES, isSystemCode, type SystemCode } from '../shared/systems';
import { settle } from '../http/result';
import { useChooseSystem, useSaveLanguage } from './queries';

/** Where the choices are: the header (desktop) or the folded menu (phone). */
export type ChoicesPlace = 'header' | 'menu';

const Choices = styled.div<{ $place: ChoicesPlace }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  ${({ $place, theme }) =>
    $place === 'header'
      ? `@container mro-portal (max-width: 767px) { display: none; }`
      : `flex-wrap: wrap;
         padding: ${theme.space['2']} ${theme.space['3']};
         border-bottom: 1px solid ${theme.color.border.default};
         @container mro-portal (min-width: 768px) { display: none; }`}
  & select {
    min-width: 8rem;
  }
`;

export function FrameChoices({ system, place }: { system: SystemCode; place: ChoicesPlace }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const { systems } = useSession();
  const { leave } = useServices();
  const chooser = useChooseSystem();
  const saveLanguage = useSaveLanguage();
  const chooseLocale = useLocaleChoice();
  const box = useMessageBox();
  const overlays = useOverlayState();
  const choices = systems.filter(isSystemCode);

  const switchTo = async (next: string) => {
    if (next === system || !isSystemCode(next)) return;
    // Every open tab goes with the switch: ask when any of them has unsaved changes.
    if (overlays.isAnyDirty() && !(await box.confirm('PICMCM0031'))) return;
    const result = await settle(chooser.mutateAsync(next));
    if (result.ok) leave(result.data.homePath ?? `${SYSTEM_BASES[next]}/`);
  };
  const other = locale === 'ko' ? 'en' : 'ko';

  return (
    <Choices $place={place} data-frame-choices={place}>
      {choices.length > 1 && choices.includes(system) && (
        <Select
          aria-label={t('frame.system')}
          data-system-switcher
          emptyOption={false}
          items={choices.map((s) => ({ cd: s, cdNm: t(`systems.${s}`) }))}
          value={system}
          onValueChange={(value) => void switchTo(value)}
          disabled={chooser.isPending}
        />
      )}
      {chooseLocale && (
        <Button
          variant="secondary"
          size="sm"
          lang={other}
          data-language-choice
          // Named by its visible text, the other language's own name (as the entry header's toggle).
          onClick={() => {
            chooseLocale(other);
            // The user's language on the server follows; a failure leaves the page's choice as is.
            saveLanguage.mutate(other === 'en' ? 'EN' : 'KO');
          }}
        >
          {t(`frame.languages.${other}`)}
        </Button>
      )}
    </Choices>
  );
}
