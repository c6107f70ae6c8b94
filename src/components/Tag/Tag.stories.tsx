import type { Meta, StoryObj } from '@storybook/react-vite';
import Flame from 'lucide-react/icons/flame';
import { expect, within } from 'storybook/test';
import { Tag, type TagTone } from './Tag';

const TONES: readonly [TagTone, string][] = [
  ['success', '已发货'],
  ['warning', '即将开始'],
  ['danger', '新回复'],
  ['info', '处理中'],
  ['neutral', '已结束'],
  ['hot', '热门'],
  ['new', '新游'],
];

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { tone: 'success', children: '已发货' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone (each story is shot in the professional edition too). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TONES.map(([tone, label]) => (
        <Tag key={tone} tone={tone}>
          {tone === 'hot' ? <Flame size={12} aria-hidden /> : null}
          {label}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // a status and a game's mark differ in look, not in kind: both are plain text to read
    await expect(canvas.getByText('已发货')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('热门')).toHaveAttribute('data-tone', 'hot');
  },
};
