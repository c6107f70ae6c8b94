// Binding from deposit: a member without a real name completes it on the deposit page
// (user/member/bindFromDeposit, the section 5 rule) instead of being sent to 安全认证; the
// channels load once it is saved. Loaded only for such a member (SaveMoney).
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { useMessage } from '../../../components/shared/useMessage';
import { useTexts } from '../../../i18n/screenTexts';
import { useMemberStore, useRootStore } from '../../../stores';
import '../../../stores/member/register';
import { Muted, Panel } from '../parts';
import { bindFromDepositTexts } from './texts';
import { design } from '../../../theme/design';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  max-width: 28rem;
`;

export const BindFromDeposit = observer(function BindFromDeposit() {
  const member = useMemberStore();
  const { ui } = useRootStore();
  const text = useTexts(bindFromDepositTexts);
  const message = useMessage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const result = await member.bindFromDeposit(name);
    if (!result.ok) return setError(message(result.message));
    // the member info now has the name: the deposit page loads its channels
    ui.success({ text: text.saved });
  };
  return (
    <Panel as="section" aria-labelledby="bind-from-deposit">
      <h2 id="bind-from-deposit">{text.title}</h2>
      <Muted>{text.hint}</Muted>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Input
          label={text.realName}
          placeholder={text.placeholder}
          value={name}
          onChange={setName}
          maxLength={30}
          autoComplete="name"
          error={error}
        />
        <div>
          <Button type="submit" busy={member.busy === 'realName'}>
            {text.submit}
          </Button>
        </div>
      </Form>
    </Panel>
  );
});

export default BindFromDeposit;
