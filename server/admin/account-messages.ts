// Answer texts of the operator's own account and the allow-list (operator-account.ts, operator-ips.ts).
export const accountZh = {
  'a.acct.ipRefused':
    '此运营账号不允许从当前地址（{ip}）登录或操作，请在允许的地址使用，或联系所有者修改地址白名单',
  'a.acct.mustChange': '您正在使用他人设定的密码，请先修改密码后再进行其他操作',
  'a.acct.selfLockout':
    '保存失败：当前地址（{ip}）不在此白名单内，保存后您将无法再使用自己的账号，请先加入当前地址',
  'a.acct.badIp': '地址“{entry}”格式不正确：请填写 IPv4/IPv6 地址或 CIDR 网段，如 203.0.113.7 或 10.0.0.0/8',
  'a.acct.tooManyIps': '地址白名单最多 {max} 条',
  'a.acct.pwShort': '新密码至少10位',
  'a.acct.pwLong': '新密码最多128位',
  'a.acct.pwLetterDigit': '新密码须同时包含字母和数字',
  'a.acct.pwHasName': '新密码不能包含账号名',
  'a.acct.pwSame': '新密码不能与当前密码相同',
  'a.acct.currentWrong': '当前密码不正确',
  'a.acct.pwPaused': '当前密码输错次数过多，请{minutes}分钟后再试',
}

export const accountEn: Record<keyof typeof accountZh, string> = {
  'a.acct.ipRefused':
    'This operator account may not sign in or act from this address ({ip}); use an allowed address or ask the owner to change the allow-list',
  'a.acct.mustChange': 'You are using a password someone else chose: change it before anything else',
  'a.acct.selfLockout':
    'Not saved: this address ({ip}) is not in the list, and you would lock yourself out; add it first',
  'a.acct.badIp':
    '"{entry}" is not an address: an IPv4/IPv6 address or a CIDR block, e.g. 203.0.113.7 or 10.0.0.0/8',
  'a.acct.tooManyIps': 'At most {max} entries in an allow-list',
  'a.acct.pwShort': 'The new password needs at least 10 characters',
  'a.acct.pwLong': 'The new password may have at most 128 characters',
  'a.acct.pwLetterDigit': 'The new password needs both letters and digits',
  'a.acct.pwHasName': 'The new password may not contain the account name',
  'a.acct.pwSame': 'The new password must differ from the current one',
  'a.acct.currentWrong': 'The current password is wrong',
  'a.acct.pwPaused': 'Too many wrong current passwords: try again in {minutes} minutes',
}
