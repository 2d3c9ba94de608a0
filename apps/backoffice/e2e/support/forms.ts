// Filling the kit's form controls the way a user does: a Radix select by its label, a searchable
// combobox (comuna, pickers of related rows) by typing and choosing the option.
import { expect, type Page } from '@playwright/test'

export async function chooseOption(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

export async function searchAndChoose(
  page: Page,
  label: string | RegExp,
  text: string,
  option: string | RegExp = text,
) {
  const input = page.getByRole('combobox', { name: label })
  await input.click()
  await input.fill(text)
  const choice = page.getByRole('option', { name: option }).first()
  await expect(choice).toBeVisible()
  await choice.click()
}

/** Region and comuna of an address. */
export async function chooseComuna(page: Page, region: string, comuna: string) {
  await chooseOption(page, 'Región', region)
  await searchAndChoose(page, 'Comuna', comuna, comuna)
}

/** A valid RUT (module 11) in a range the seed does not use: as typed and as shown. */
export function freshRut(): { typed: string; shown: string } {
  const body = 90_000_000 + Math.floor(Math.random() * 5_000_000)
  let sum = 0
  let factor = 2
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor
    factor = factor === 7 ? 2 : factor + 1
  }
  const rest = 11 - (sum % 11)
  const dv = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest)
  return {
    typed: `${body}${dv}`,
    shown: `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`,
  }
}
