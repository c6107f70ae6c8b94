/**
 * Provider states in business words. The reference server sets each one up before replaying an
 * interaction; states of a logged-in player answer `{ token }` (injected into the token header).
 */
export const STATE = {
  visitor: 'a visitor opens the site',
  registered: 'a player named player01 is registered with a bound phone and e-mail',
  player: 'a player is logged in',
  verifiedPlayer: 'a player with a bound phone and real name is logged in',
  richPlayer:
    'a player with a bound phone and real name and 1288.50 in the centre wallet is logged in',
  pendingDeposit: 'a logged-in player has a pending deposit order D202611220001',
  withdrawOrder: 'a logged-in player has a withdrawal order W202611220001',
  feedback: 'a logged-in player has a feedback thread 501 with a reply',
  letter: 'a logged-in player has an unread message 9001',
  promotion: 'a first-deposit promotion 101 is running and a player is logged in',
  vipWeek: 'a VIP2 player with a deposit this week is logged in',
  giftPoints: 'a logged-in player has 8800 points and gift 3 is in stock',
  noPoints: 'a logged-in player has no points',
  responsibleLimits:
    'a logged-in player has deposit and loss limits with a monthly increase waiting',
  depositLimit: 'a player with a real name and a daily deposit limit of 50 is logged in',
  promotions: 'promotions 201-208 of every kind are running and a player is logged in',
  favourite: 'a logged-in player has the game fortune-tiger of PGDZ in favourites',
  sports: 'the sports channel has live football matches',
  sportsPlayer:
    'a player with 1288.50 in the centre wallet is logged in and the sports channel has live football matches',
  sportsParlay:
    'a player with 1288.50 in the centre wallet is logged in and the sports channel has three live football matches',
  cashOutBet:
    'a player with an open bet B1795000000000A1B2C3D4 on a live football match and its cash-out quote is logged in',
  malayScoreBet:
    'a player is logged in whose 波胆 1-0 of 100 yuan placed in 马来盘 at 8.50 (B-PACT-0002) is settled',
  othersBet: 'another member placed bet B1795000000000A1B2C3D4 and a player is logged in',
  chat: 'chat room room-1 has messages',
  // states of the business codes the client branches on
  sessionExpired: "the player's session has expired",
  frequentFeedback: 'a logged-in player submitted feedback moments ago',
  captchaOnLogin: 'the site asks for a picture captcha on login',
  sliderOnRegister: 'the site asks for a slider check on registration',
  unknownIp: 'player01 logs in from an unknown IP',
  newDevice: 'player01 logs in from a new device',
  newDeviceAndIp: 'player01 logs in from a new device and an unknown IP',
  longAbsence: 'player01 has not logged in for a long time',
  riskyLogin: 'the login of player01 looks risky',
  uidRejected: "the sports channel rejects the player's UID",
  venueActivity: 'a logged-in player is still in a venue activity',
  noRealName: 'a logged-in player has not bound a real name',
  suspended: 'login and registration are suspended',
  unknownCode: 'the server answers with a code this client does not know',
} as const;
