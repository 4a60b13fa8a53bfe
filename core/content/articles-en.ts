// The English help pages, by article type (the Chinese ones are in articles.ts): answered under
// `Lang: en` (docs/content.md, "Language fallback").

export const ARTICLES_EN: Record<number, { name: string; content: string }> = {
  1: {
    name: 'FAQ',
    content: `<h3>Account and sign-in</h3>
<p><strong>How do I register?</strong> Click “Register” at the top right and fill in a username of 6-32 letters and digits, a password of at least 8 characters mixing letters and digits, your real name and a 6-digit withdrawal password; read and accept the terms, then submit. You are signed in as soon as the account is created.</p>
<p><strong>I forgot my password.</strong> To keep your money safe, the login password and the real name are changed by live support once they have verified who you are. After signing in you can change your login and withdrawal passwords yourself under “Profile”.</p>
<p><strong>Why is my account locked?</strong> Five wrong passwords within 15 minutes lock the account for 15 minutes; five wrong withdrawal passwords lock withdrawals for 30 minutes. The lock lifts by itself when it expires; there is no need to contact support.</p>
<h3>Deposits</h3>
<p><strong>Which deposit methods are there?</strong> Bank transfer, USDT (TRC20 / ERC20), WeChat and Alipay, as open on the “Deposit” page. Each method has its own minimum and maximum per deposit.</p>
<p><strong>How long does a deposit take?</strong> A bank transfer is checked by our team and usually credited within 1-10 minutes. Enter the depositor's name, card number and branch correctly, and prefer an odd amount (such as 101 or 503) so the transfer is matched faster. A USDT deposit waits for its block confirmations.</p>
<h3>Withdrawals</h3>
<p><strong>What do I need to withdraw?</strong> A bound bank card or USDT address and a withdrawal password; at least ¥100 per withdrawal; and the required valid bets (turnover) on your deposits, shown on the “Withdraw” page.</p>
<p><strong>How long does a withdrawal take?</strong> Usually 3-15 minutes. If it has not arrived after 30 minutes, please contact live support.</p>
<h3>Transfers and wallets</h3>
<p><strong>What is the difference between the central wallet and a venue wallet?</strong> Deposits go into the central wallet. In “transfer mode” you move money into a venue's wallet before playing there; in “no-transfer mode” your bets use the central wallet directly. Money cannot move from one venue wallet to another.</p>
<h3>Promotions and rebates</h3>
<p><strong>How is the rebate worked out?</strong> From your valid bets of each day (00:00-23:59 Beijing time) at the rate of your VIP level; claim it under “Rebate records”. Some games carry no rebate, as each promotion's page says.</p>`,
  },
  2: {
    name: 'Responsible gambling',
    content: `<h3>Our commitment</h3>
<p>Gambling should be entertainment, not a way to make money. Jinding Entertainment (a demo site) serves only people aged 18 or over and helps players keep their play sensible and under control.</p>
<h3>Staying in control</h3>
<ul>
<li>Play only with money you can spare; never borrow to bet, and never use money meant for living, study or work.</li>
<li>Set a time and an amount before you start, and stop when you reach them.</li>
<li>Do not raise your bets to “win back” what you have lost.</li>
<li>Do not bet when you feel low, have been drinking or are tired.</li>
<li>Balance gambling with other interests and time with family and friends.</li>
</ul>
<h3>Warning signs</h3>
<p>If you spend more and more time and money gambling, hide your betting from your family, lose sleep over losses, or borrow to bet, take a break and think about seeking help.</p>
<h3>Our tools</h3>
<ul>
<li>Deposit limits: a cap for 24 hours, 7 days and 30 days; a lower limit applies at once, a higher one after 24 hours.</li>
<li>Time-out and self-exclusion: pause your account for 24 hours to 6 weeks, or exclude yourself for 6 months to 5 years; meanwhile you cannot bet, deposit or join promotions, but you can still withdraw your balance.</li>
<li>Reality check: a reminder at the interval you choose, with how long you have played and your net result.</li>
</ul>
<p>To set any of these limits, or if you need someone to talk to, contact live support; your request is handled in confidence.</p>
<h3>Protecting minors</h3>
<p>No one under 18 may register or use this site. Parents, keep your passwords safe and use the parental controls of your devices.</p>`,
  },
  3: {
    name: 'Privacy policy',
    content: `<h3>What we collect</h3>
<p>When you register and use the service we collect the username, real name, phone number, e-mail, date of birth and bound bank card or USDT address you give us, and the records needed to run the service: sign-in times, IP addresses and device details.</p>
<h3>What we use it for</h3>
<ul>
<li>opening and keeping your account, and handling deposits, withdrawals and transfers;</li>
<li>verifying identity and preventing fraud, account theft, money laundering and other crimes;</li>
<li>meeting our responsible gambling duties, such as age checks and limits;</li>
<li>sending you service notices and, where you agree, promotions.</li>
</ul>
<h3>How we protect it</h3>
<p>Login and withdrawal passwords are stored only as one-way hashes, so no member of staff can read them; the server keeps only a digest of each session token. Data travels encrypted and access to it is strictly limited.</p>
<h3>Sharing</h3>
<p>We never sell your personal data or pass it to third parties, except where the law requires it or a payment you started needs it.</p>
<h3>Your rights</h3>
<p>You can view and update your contact details under “Profile”, or ask live support to show, correct or delete your personal data (except transaction records the law requires us to keep).</p>`,
  },
  4: {
    name: 'Disclaimer',
    content: `<h3>About this demo site</h3>
<p>This site demonstrates software. Every venue, game, promotion name and picture is fictional and stands for no real brand; the licence details shown are demo data. The site holds no gambling licence and makes no licence claim.</p>
<h3>Conditions of use</h3>
<ul>
<li>You must be 18 or over and make sure online gambling is legal where you live.</li>
<li>You use the service at your own risk: gambling can lose money.</li>
<li>If a bet is interrupted by a network fault, a device problem or force majeure, the server's records decide; an unfinished round is settled by its rules or its stake returned.</li>
</ul>
<h3>Accuracy</h3>
<p>We do our best to keep fixtures, odds and promotions accurate but are not responsible for errors in third-party data. We may correct odds or settlements that are plainly wrong.</p>
<h3>Changes</h3>
<p>We may update this disclaimer as laws or the business require; updates are published on this page, and using the site afterwards means you accept them.</p>`,
  },
  5: {
    name: 'Contact us',
    content: `<h3>Live support</h3>
<p>Live support, 24/7, is the fastest way to reach us: tap “Live support” in the side bar or “Feedback” in the member centre to start a conversation.</p>
<h3>Before you contact us</h3>
<ul>
<li>your username (never give your login or withdrawal password: support staff will never ask for it);</li>
<li>the order number, time and amount concerned;</li>
<li>for a deposit, a screenshot of the transfer receipt.</li>
</ul>
<h3>Help yourself</h3>
<p>Most questions about accounts, deposits, withdrawals, transfers and promotions are answered at once on the “FAQ” page.</p>
<h3>Stay safe</h3>
<p>Check that you are on our domain and beware of fraudsters posing as support. A message asking you to transfer money to a personal account never comes from us.</p>`,
  },
  7: {
    name: 'About us',
    content: `<h3>About Jinding Entertainment</h3>
<p>Jinding Entertainment is a demo online entertainment platform bringing together six kinds of games (live casino, sports, e-sports, cards, slots and lottery) with one central wallet, a VIP programme and a range of promotions.</p>
<h3>What matters to us</h3>
<ul>
<li>Fairness: our own games are provably fair, so players can check every round;</li>
<li>Safety: money is kept in double-entry books, so every balance change can be traced;</li>
<li>Responsibility: deposit limits, time-outs and self-exclusion help players keep their play sensible.</li>
</ul>
<p>Every brand, venue and licence on this site is demo content.</p>`,
  },
  8: {
    name: 'Agent programme',
    content: `<h3>Becoming an agent</h3>
<p>Sign in, click “Apply to be an agent” in the member centre, enter a phone number and a few words about yourself, and submit. Once approved, your account gets the agent features. Each account may apply once.</p>
<h3>What agents get</h3>
<ul>
<li>A referral link: players who register through it are yours;</li>
<li>Commission: settled monthly on your players' valid bets and results, with details in the agent centre;</li>
<li>Personal service: an agent manager helps you promote and reconcile.</li>
</ul>
<h3>Rules</h3>
<p>Agents must follow local laws, never promote to minors, and never advertise falsely or promise winnings; breaking these rules ends the agency.</p>`,
  },
}
