// What axe-core finds on a page in a real browser, for every portal's suite: the serious and
// critical violations (what a test fails on), each with its rule, what it says and where; lesser
// findings become the running test's annotations.
import AxeBuilder from '@axe-core/playwright'
import { type Page, test } from '@playwright/test'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export async function seriousViolations(
  page: Page,
  options: { include?: string; fromTop?: boolean } = {},
) {
  // Scrolled, the shell's breadcrumb slides under its sticky header, which axe counts as a
  // too-small touch target (the shell's, not the screen's): phone suites check from the top.
  if (options.fromTop) await page.evaluate('window.scrollTo(0, 0)')
  const builder = new AxeBuilder({ page }).withTags(WCAG)
  if (options.include) builder.include(options.include)
  const { violations } = await builder.analyze()
  const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
  for (const violation of minor) {
    test.info().annotations.push({
      type: `axe ${violation.impact}`,
      description: `${violation.id}: ${violation.nodes.length} nodo(s)`,
    })
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`),
    }))
}
