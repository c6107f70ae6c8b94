import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '../../../mocks';
import { withStoryRoot } from '../../screens/storyRoot';
import { useRootStore } from '../../stores';
import { SiteFooter } from './SiteFooter';

/** Switches the language while the page is being drawn, after the footer has drawn itself (as
 * when 繁 is pressed while a route or a late module is drawn in a transition): to traditional,
 * or back to simplified where a retry of the story starts in traditional. Names the language it
 * switched to in a hidden mark for the play function. */
function SwitchLanguageWhileDrawn() {
  const { i18n } = useTranslation();
  const [[before, after]] = useState(() => {
    const from = i18n.language;
    const to = from === 'zh-TW' ? 'zh-CN' : 'zh-TW';
    void i18n.changeLanguage(to);
    return [from, to];
  });
  // the story's i18n goes back as it was for the next story
  useEffect(() => () => void i18n.changeLanguage(before), [i18n, before]);
  return <span hidden data-switched-to={after} />;
}

/** The footer and the switch are drawn on a press, once the site's data is in: nothing else
 * draws the footer again afterwards. */
const FooterThenSwitch = observer(function FooterThenSwitch() {
  const { site } = useRootStore();
  const [shown, setShown] = useState(false);
  if (site.preInfo === null) return null;
  if (!shown) return <button onClick={() => setShown(true)}>显示页脚</button>;
  return (
    <>
      <SiteFooter />
      <SwitchLanguageWhileDrawn />
    </>
  );
});

const meta = {
  title: 'Chrome/SiteFooter',
  component: FooterThenSwitch,
  decorators: [withStoryRoot],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof FooterThenSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const RESPONSIBLE: Record<string, string> = {
  'zh-CN': '18+ 理性娱乐,未满18周岁禁止使用本站服务',
  'zh-TW': '18+ 理性娛樂,未滿18周歲禁止使用本站服務',
};

/** The footer drawn just before the language changed follows it: once the page settles its
 * texts are in the new language, none left in the old one. */
export const LanguageSwitchedWhileDrawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '显示页脚' }));
    const footer = await canvas.findByRole('contentinfo');
    const to = canvasElement.querySelector('[data-switched-to]')?.getAttribute('data-switched-to');
    const from = to === 'zh-TW' ? 'zh-CN' : 'zh-TW';
    await expect(await within(footer).findByText(RESPONSIBLE[to ?? ''] ?? '?')).toBeVisible();
    await expect(within(footer).queryByText(RESPONSIBLE[from] ?? '?')).toBeNull();
  },
};
