// The player's account: session, profile, inbox, applications and game launch.
import { type Data, fn, fnRead, fnWithMessage, type RequestOptions, send } from './client'

export const login = fn('login')
export const register = fn('register')
export const captcha = fn('captcha')
export const logoff = fn('logoff')
export const balance = fnRead('balance')
export const user = fnRead('user')
export const refreshusermoney = fn('refreshusermoney')
export const noticeList = fn('noticeList')
export const editPassword = fn('editPassword')
export const editPayPassword = fn('editPayPassword')
export const updateuserinfo = fn('updateuserinfo')
export const applyagentdo = fn('applyagentdo')
export const doactivityapply = fn('doactivityapply')
/** The same call keeping the server's message, which /activityInfo shows whatever the code. */
export const applyActivity = fnWithMessage('doactivityapply')
export const activityApplyLog = fn('activityApplyLog')
export const getGameUrl = fn('getGameUrl')

/** Avatar upload: multipart, field `file` (PNG or GIF, at most 2 MB; the server checks the bytes). */
export async function uploadimg(file: File, opts?: RequestOptions): Promise<Data<'uploadimg'>> {
  const form = new FormData()
  form.append('file', file)
  return (await send('uploadimg', form, opts)).data
}
