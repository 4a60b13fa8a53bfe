// The sign-up form of a test player (no vitest here: the cluster script imports it too).
export const signUp = (name: string) => ({
  name,
  password: 'abc12345',
  confirmPass: 'abc12345',
  realname: '张三',
  paypassword: '123456',
  birthday: '1990-01-01',
})
