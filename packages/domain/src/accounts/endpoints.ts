import { idParams } from '../catalog/schemas.ts'
import { endpoint } from '../http/endpoint.ts'
import { addressBody, addressesResponse, addressResponse, geocodeQuery, geocodeResponse } from './address.ts'
import { accountSwitchRequest, linkedCompaniesResponse } from './company-switch.ts'
import { confirmEmailRequest, profileUpdateRequest, profileUpdateResponse } from './profile.ts'
import {
  activateRequest,
  activateResponse,
  anySignupRequest,
  changePasswordRequest,
  checkTokenRequest,
  loginRequest,
  messageResponse,
  okResponse,
  setPasswordRequest,
  signedInResponse,
  signupResponse,
  updatePasswordRequest,
  userResponse,
} from './schemas.ts'

/** The account calls (spec 1 §2, spec 2 §2–3, spec 3 §2): sign-up, activation, sign-in and the current user. */
const tag = 'Accounts'

export const getUser = endpoint({
  method: 'GET',
  path: '/api/front/user',
  summary:
    'The signed-in user (null for a visitor), the profile details and the shop settings; hands out a fresh XSRF-TOKEN cookie',
  tag,
  response: userResponse,
})

export const signup = endpoint({
  method: 'POST',
  path: '/api/front/user/signup',
  summary:
    "Creates an account and signs it in; the activation link goes by e-mail. With a password, the checkout's sign-up",
  tag,
  body: anySignupRequest,
  response: signupResponse,
})

export const activateAccount = endpoint({
  method: 'POST',
  path: '/api/front/user/activate',
  summary:
    'Verifies the address with the activation link and signs the user in, or says that a password chosen before must be typed or replaced',
  tag,
  body: activateRequest,
  response: activateResponse,
})

export const setPassword = endpoint({
  method: 'POST',
  path: '/api/front/user/set_password',
  summary: 'A signed-in user without a password chooses one',
  tag,
  body: setPasswordRequest,
  response: signedInResponse,
})

export const login = endpoint({
  method: 'POST',
  path: '/api/front/user/login',
  summary: 'Signs in with the e-mail address and the password',
  tag,
  body: loginRequest,
  response: signedInResponse,
})

export const logout = endpoint({
  method: 'POST',
  path: '/api/front/user/logout',
  summary: 'Ends the session',
  tag,
  response: okResponse,
})

export const resendActivationMail = endpoint({
  method: 'POST',
  path: '/api/front/user/resend_activation_mail',
  summary: 'Mails the signed-in user a new activation link, which replaces the old one',
  tag,
  response: messageResponse,
})

export const resendSignupMail = endpoint({
  method: 'POST',
  path: '/api/front/resendSignupMail',
  summary: 'The old path of user/resend_activation_mail',
  tag,
  response: messageResponse,
})

export const acceptPrivacyPolicy = endpoint({
  method: 'POST',
  path: '/api/front/user/accept_privacy_policy',
  summary: 'The signed-in user accepts the privacy policy',
  tag,
  response: signedInResponse,
})

/** The profile of the reserved area (spec 3 §3, §5; issue 25 item 3). */
const profile = 'Profile'

export const updateProfile = endpoint({
  method: 'POST',
  path: '/api/front/user/update',
  summary:
    'Saves the profile; a new password or e-mail needs the current password, a new password ends the other sessions, a new e-mail is mailed a link and becomes the login once followed',
  tag: profile,
  body: profileUpdateRequest,
  response: profileUpdateResponse,
})

export const confirmEmail = endpoint({
  method: 'POST',
  path: '/api/front/user/confirm_email',
  summary: 'Follows the link mailed to a new address: the address becomes the login',
  tag: profile,
  body: confirmEmailRequest,
  response: messageResponse,
})

/** The company switch (spec 2 §4, spec 3 §2 switch_client; issue 25 item 9; docs/decisions/035). */
const companySwitch = 'Company switch'

export const getSecondaryUser = endpoint({
  method: 'POST',
  path: '/api/front/user/get_secondary_user',
  summary: 'The companies the user may act for (main and aliases), the current one marked',
  tag: companySwitch,
  response: linkedCompaniesResponse,
})

export const switchAccount = endpoint({
  method: 'POST',
  path: '/api/front/user/account_switch',
  summary:
    'Acts for another linked company: without a body the one other company, else `client_id`; prices, cart, orders and addresses follow',
  tag: companySwitch,
  body: accountSwitchRequest,
  response: signedInResponse,
})

/**
 * Password recovery in three calls (spec 1 §2.4, §7). A refusal carries the spec's extra fields: the first message
 * again in `errorMessage`, and for updatePassword an `error` object with the first message of each kind of problem.
 */
const recovery = 'Password recovery'

export const requestRecoveryCode = endpoint({
  method: 'POST',
  path: '/api/front/user/changePassword',
  summary: 'Mails a recovery code to the address; the same answer whether or not it has an account',
  tag: recovery,
  body: changePasswordRequest,
  response: messageResponse,
})

export const checkRecoveryCode = endpoint({
  method: 'POST',
  path: '/api/front/user/checkToken',
  summary: 'Checks a recovery code before the new password is asked for',
  tag: recovery,
  body: checkTokenRequest,
  response: okResponse,
})

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/front/user/updatePassword',
  summary: 'Sets a new password with the recovery code and ends every session of the account',
  tag: recovery,
  body: updatePasswordRequest,
  response: messageResponse,
})

/** The addresses of the caller's company and the address suggestions (spec 2 §5, spec 3 §5; issue 11 item 4). */
const addresses = 'Addresses'

export const listAddresses = endpoint({
  method: 'GET',
  path: '/api/front/user/addresses',
  summary:
    "The addresses of the user's company: the main (billing) address first, then the delivery addresses",
  tag: addresses,
  response: addressesResponse,
})

export const saveAddress = endpoint({
  method: 'POST',
  path: '/api/front/user/address',
  summary: 'Creates (id -1) or updates an address of the user’s company; an incomplete address is refused',
  tag: addresses,
  body: addressBody,
  response: addressResponse,
})

export const deleteAddress = endpoint({
  method: 'DELETE',
  path: '/api/front/user/address/{id}',
  summary: 'Deletes a delivery address of the user’s company',
  tag: addresses,
  params: idParams,
  response: okResponse,
})

export const createClient = endpoint({
  method: 'POST',
  path: '/api/front/user/create_client',
  summary: 'Makes the company of a user who has none from the account, before the first address',
  tag: addresses,
  response: signedInResponse,
})

export const suggestAddresses = endpoint({
  method: 'GET',
  path: '/api/front/geocode',
  summary:
    'Address suggestions for a street typed in a country; `enabled` false when the shop has no geocoder',
  tag: addresses,
  query: geocodeQuery,
  response: geocodeResponse,
})
