// What the artwork gallery shows: every game of the reference server's venues (server/db/seed.ts
// VENUES; identity.test.ts checks this copy), every promotion kind, the gift catalogue
// (migration 007) and teams of the seeded leagues.

export const GALLERY_LOBBIES: ReadonlyArray<{
  category: string;
  venues: ReadonlyArray<{ enName: string; games: readonly string[] }>;
}> = [
  {
    category: 'TY',
    venues: [
      { enName: 'XMTY', games: ['足球', '篮球', '网球'] },
      { enName: 'crty', games: ['皇冠体育'] },
      { enName: 'IMTY', games: ['IM体育'] },
    ],
  },
  {
    category: 'DZ',
    venues: [
      { enName: 'PGDZ', games: ['麻将胡了', '赏金船长', '招财猫', '寻宝黄金城', '亡灵大盗'] },
      { enName: 'JDBDZ', games: ['变脸', '台湾黑熊', '金鸡报喜'] },
    ],
  },
  {
    category: 'ZR',
    venues: [
      { enName: 'AGZR', games: ['百家乐', '龙虎', '轮盘'] },
      { enName: 'KXZR', games: ['百家乐', '骰宝'] },
    ],
  },
  {
    category: 'CP',
    venues: [
      { enName: 'G1CP', games: ['重庆时时彩', '北京赛车'] },
      { enName: 'SGCP', games: ['六合彩', '快三'] },
    ],
  },
  { category: 'QP', venues: [{ enName: 'KYQP', games: ['斗地主', '抢庄牛牛', '炸金花'] }] },
  { category: 'DJ', venues: [{ enName: 'IMDJ', games: ['英雄联盟', 'DOTA2', '王者荣耀'] }] },
  { category: 'BY', venues: [{ enName: 'JDBBY', games: ['龙王捕鱼', '财神捕鱼'] }] },
];

/** Every activity kind (routeName) with a title of the seed. */
export const GALLERY_PROMOS: ReadonlyArray<{ kind: string; title: string }> = [
  { kind: 'racePage', title: '周周竞赛 赢取豪礼' },
  { kind: 'drawGift', title: '幸运转盘 天天抽奖' },
  { kind: 'signGift', title: '每日签到 好礼不断' },
  { kind: 'firstDeposit', title: '首存加赠100%' },
  { kind: 'againDeposit', title: '再存彩金天天送' },
  { kind: 'newTask', title: '新手任务 轻松领彩金' },
  { kind: 'friendInvitation', title: '邀请好友 共享奖励' },
  { kind: 'bettingGift', title: '投注赠礼 多投多得' },
  { kind: 'activityLandPage', title: '新人落地页专享' },
];

export const GALLERY_GIFTS: ReadonlyArray<{ name: string; category: string }> = [
  { name: '定制球衣', category: 'TY' },
  { name: '蓝牙耳机', category: 'DJ' },
  { name: '运动水杯', category: 'BY' },
  { name: '限量足球', category: 'TY' },
  { name: '机械键盘', category: 'DJ' },
  { name: '品牌雨伞', category: 'QP' },
];

export const GALLERY_TEAMS: readonly string[] = [
  '皇家马德里',
  '拜仁慕尼黑',
  '曼城',
  '曼联',
  '阿森纳',
  'AC米兰',
  '国际米兰',
  '上海海港',
  '湖人',
  '勇士',
  '红袜',
  '虚拟红队',
  '虚拟蓝队',
  '中国女排',
  'JDG',
  'BLG',
];
