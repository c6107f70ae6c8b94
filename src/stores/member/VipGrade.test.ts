import { describe, expect, it } from 'vitest';
import { exampleData } from '../../../mocks';
import { ok } from '../testing/FakeApi';
import { createTestRoot } from '../testing/createTestRoot';

describe('MemberStore: one VIP grade by grade', () => {
  it('asks memberGradeInfoByGrade for the grade and keeps one loader a grade', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    const grade3 = { ...exampleData('userMemberMemberGradeInfoByGrade'), grade: 3, name: 'VIP3' };
    t.api.on('userMemberMemberGradeInfoByGrade', ok(grade3));
    const info = t.root.member.gradeInfo(3);
    expect(t.root.member.gradeInfo(3)).toBe(info);
    await info.ensure();
    expect(t.api.lastBody('userMemberMemberGradeInfoByGrade')).toEqual({ grade: 3 });
    expect(info.data).toMatchObject({ grade: 3, name: 'VIP3' });
  });
});

describe('MemberStore: binding from deposit', () => {
  it('checks the real name by the section 5 rule, then bindFromDeposit and a member info refresh', async () => {
    const t = createTestRoot({ token: 'tok-1' });
    t.api.on('userMemberBindFromDeposit', ok(null));
    t.api.on('userMemberInfo', ok({ name: 'demo02', bindRealName: true, realName: '张*' }));
    expect(await t.root.member.bindFromDeposit('·张三')).toMatchObject({
      ok: false,
      message: 'realNameInvalid',
    });
    expect(t.api.callsTo('userMemberBindFromDeposit')).toHaveLength(0);
    expect(await t.root.member.bindFromDeposit('张三')).toEqual({ ok: true });
    expect(t.api.lastBody('userMemberBindFromDeposit')).toEqual({ realName: '张三' });
    expect(t.root.session.bindRealName).toBe(true);
  });
});
