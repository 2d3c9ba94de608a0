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
  // axe.run in the page itself (legacy mode) instead of a run per frame finished in a blank page
  // the builder opens each time: the portals have no cross-origin frames, and the violations are
  // the same (decision 040: /kit's check 3.4 s → 1.3 s). Only the violations are gathered in full
  // (passes and the rest keep one node each), a third less work on a large page.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
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
