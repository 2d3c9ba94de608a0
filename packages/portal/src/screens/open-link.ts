// A file behind a short-lived link (an incident's photo, an adjustment's support): the link is
// asked for when the button is pressed and opened in a new tab; a refusal is shown as any other.
import { showApiError } from './api-error.ts'

export async function openLink(link: () => Promise<{ url: string }>): Promise<void> {
  try {
    const { url } = await link()
    window.open(url, '_blank', 'noopener')
  } catch (error) {
    showApiError(error)
  }
}
