/**
 * Read-only extraction: typed records out of tables, grids, lists and detail pages, by a
 * declarative {@link dev.autopilot.extract.Recipe} that rules write from the page (or, failing
 * them, a model writes once), judged by a {@link dev.autopilot.extract.QualityGate}, kept in a
 * {@link dev.autopilot.extract.RecipeCache} and reused with no model call; bounded crawling; CSV
 * and JSON Lines export. Nothing here ever submits a form or sends a non-GET navigation. The entry
 * point is {@link dev.autopilot.extract.Extractor}; see {@code docs/extraction.md}.
 */
@NullMarked
package dev.autopilot.extract;

import org.jspecify.annotations.NullMarked;
