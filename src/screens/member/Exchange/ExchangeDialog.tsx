// 确认兑换 with where the gift is sent: the cost and the balance after it, then 收货人, 手机号码,
// 收货地址 and, for a gift that comes in sizes, 尺码 (src/domain/delivery.ts checkDelivery, the
// rule the server applies). Every field's problem shows under it; nothing is sent until all hold.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Input } from '../../../components/Input/Input';
import { Select } from '../../../components/Select/Select';
import { checkDelivery, type Delivery, type DeliveryField } from '../../../domain/delivery';
import { fill } from '../../../i18n/screenTexts';
import type { Gift } from '../../../stores/member/MemberStore';
import { ErrorText, Muted, Row } from '../shared';
import type { MemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Form = styled.form`
  display: grid;
  gap: ${design.space.s};
  margin-top: ${design.space.s};
`;

const ERRORS = {
  name: 'errName',
  phone: 'errPhone',
  address: 'errAddress',
  size: 'errSize',
} as const satisfies Record<DeliveryField, keyof MemberTexts['exchange']>;

export function ExchangeDialog({
  gift,
  points,
  text,
  busy,
  onCancel,
  onConfirm,
}: {
  gift: Gift | null;
  points: number;
  text: MemberTexts['exchange'];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (gift: Gift, delivery: Delivery) => void;
}) {
  // kept between exchanges of one visit, so a second gift needs no typing again
  const [form, setForm] = useState<Record<DeliveryField, string>>({
    name: '',
    phone: '',
    address: '',
    size: '',
  });
  const [wrong, setWrong] = useState<DeliveryField[]>([]);
  const sizes = gift?.sizes ?? [];
  const set = (field: DeliveryField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setWrong((w) => w.filter((x) => x !== field));
  };
  const error = (field: DeliveryField) => (wrong.includes(field) ? text[ERRORS[field]] : null);

  const submit = () => {
    if (!gift) return;
    const checked = checkDelivery(form, sizes);
    if (!checked.ok) {
      setWrong(checked.fields);
      return;
    }
    onConfirm(gift, checked.value);
  };

  return (
    <Dialog
      open={gift !== null}
      onOpenChange={(open) => {
        if (!open) {
          setWrong([]);
          onCancel();
        }
      }}
      title={text.confirmTitle}
      description={
        gift ? (
          <>
            {fill(text.confirmText, { points: gift.points, name: gift.name })}{' '}
            {fill(text.balanceAfter, { points: Math.max(0, points - gift.points) })}
          </>
        ) : null
      }
      footer={
        <Row>
          <Button
            variant="secondary"
            onClick={() => {
              setWrong([]);
              onCancel();
            }}
          >
            {text.cancel}
          </Button>
          <Button busy={busy} onClick={submit}>
            {text.submit}
          </Button>
        </Row>
      }
    >
      <Form
        aria-label={text.deliveryTitle}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Muted>{text.deliveryHint}</Muted>
        <Input
          label={text.name}
          value={form.name}
          onChange={set('name')}
          maxLength={20}
          autoComplete="name"
          error={error('name')}
        />
        <Input
          label={text.phone}
          value={form.phone}
          onChange={set('phone')}
          digitsOnly
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel-national"
          error={error('phone')}
        />
        <Input
          label={text.address}
          placeholder={text.addressPlaceholder}
          value={form.address}
          onChange={set('address')}
          maxLength={100}
          autoComplete="street-address"
          error={error('address')}
        />
        {sizes.length > 0 ? (
          <>
            <Select
              label={text.size}
              value={form.size}
              placeholder={text.sizePlaceholder}
              onValueChange={set('size')}
              options={sizes.map((s) => ({ value: s, label: s }))}
            />
            {error('size') ? <ErrorText role="alert">{error('size')}</ErrorText> : null}
          </>
        ) : null}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Dialog>
  );
}
