import { useStaffSession } from '../shared/staff-session.tsx'

/**
 * The account a password form belongs to, unseen: password managers read it to fill and update
 * the right saved login (the forms ask only for passwords). Not part of what the form sends.
 */
export function AccountUsername() {
  const { member } = useStaffSession()
  return <input type="email" autoComplete="username" value={member.email} readOnly hidden />
}
