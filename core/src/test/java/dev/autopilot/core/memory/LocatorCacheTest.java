package dev.autopilot.core.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LocatorCacheTest {

  static SemanticElement field(String ref, String label, String name, String autocomplete, String type) {
    return new SemanticElement(ref, Role.TEXTBOX, label, null, null, true, false, null, true, null, List.of(), type,
        Map.of("name", name, "autocomplete", autocomplete, "id", "id-" + ref), false);
  }

  static SemanticSnapshot page(SemanticElement... fields) {
    return new SemanticSnapshot(new PageInfo("http://127.0.0.1:9/forms/a", "Apply", "127.0.0.1", "/forms/a", "h" + fields.length), List.of(fields),
        List.of(), List.of(), List.of(), List.of(new SubmitCandidate("s", "Submit", true)), 1, true);
  }

  static final SemanticSnapshot ORIGINAL = page(field("e1", "First name", "firstName", "given-name", null),
      field("e2", "Last name", "lastName", "family-name", null), field("e3", "Email", "email", "email", "email"),
      field("e4", "Location", "location", "address-level2", null));

  static LocatorCache cacheOf(SemanticSnapshot s) {
    LocatorCache cache = new LocatorCache(LocatorCacheStore.inMemory(), "pack@1", "rules@1");
    for (SemanticElement e : s.elements()) {
      cache.remember(s, e, "type_ref", "profile." + e.attribute("name"));
    }
    return cache;
  }

  @Test
  void theSignatureIgnoresIdsAndOrderButNotQuestions() {
    SemanticSnapshot reordered = page(field("x4", "Location", "location", "address-level2", null), field("x3", "Email", "email", "email", "email"),
        field("x1", "First name", "firstName", "given-name", null), field("x2", "Last name", "lastName", "family-name", null));
    assertEquals(LocatorCache.pageSignature(ORIGINAL), LocatorCache.pageSignature(reordered));
    SemanticSnapshot relabelled = page(field("e1", "First name", "firstName", "given-name", null), field("e2", "Last name", "lastName", "family-name", null),
        field("e3", "Email", "email", "email", "email"), field("e4", "Town you live in", "location", "address-level2", null));
    assertNotEquals(LocatorCache.pageSignature(ORIGINAL), LocatorCache.pageSignature(relabelled));
  }

  @Test
  void aFingerprintKeepsStableAttributesAndAStabilizedXPathNeverIdsOrValues() {
    ElementFingerprint fp = LocatorCache.fingerprint(ORIGINAL, ORIGINAL.elements().get(2));
    assertEquals("textbox", fp.role());
    assertEquals("Email", fp.question());
    assertEquals(Map.of("autocomplete", "email", "name", "email", "type", "email"), fp.attributes());
    assertEquals("//*[self::input or self::textarea][@name='email']", fp.xpath());
    assertEquals(2, fp.position());
    assertFalse(fp.toString().contains("id-e3"));
  }

  @Test
  void theSamePageHitsEveryEntryExactly() {
    LocatorCache cache = cacheOf(ORIGINAL);
    LocatorCache.Lookup look = cache.lookup(ORIGINAL, Set.of());
    assertTrue(look.sameSignature());
    assertEquals(4, look.found().size());
    assertTrue(look.found().stream().allMatch(l -> l.level() == LocatorCache.Level.EXACT && !l.healed()));
    assertEquals(List.of("e1", "e2", "e3", "e4"), look.found().stream().map(l -> l.element().ref()).toList());
  }

  @Test
  void aNewPageMisses() {
    LocatorCache cache = new LocatorCache(LocatorCacheStore.inMemory(), "pack@1", "rules@1");
    assertTrue(cache.lookup(ORIGINAL, Set.of()).miss());
  }

  @Test
  void twoFieldsOfTheSameRoleNameAndQuestionAreNoHit() {
    LocatorCache cache = cacheOf(ORIGINAL);
    List<SemanticElement> doubled = new ArrayList<>(ORIGINAL.elements());
    doubled.add(field("e5", "Email", "email2", "email", "email"));
    SemanticSnapshot twice = page(doubled.toArray(SemanticElement[]::new));
    LocatorCache.Lookup look = cache.lookup(twice, Set.of());
    assertTrue(look.found().stream().noneMatch(l -> l.entry().questionSignature().equals("email") && l.level() == LocatorCache.Level.EXACT),
        "validation wants exactly one match");
  }

  @Test
  void aRestyledReorderedRelabelledPageHealsByLevel() {
    LocatorCache cache = cacheOf(ORIGINAL);
    SemanticSnapshot changed = page(field("n3", "Email", "email", "email", "email"), field("n1", "First name", "firstName", "given-name", null),
        field("n2", "Last name", "lastName", "family-name", null), field("n4", "Town you live in", "location", "address-level2", null));
    LocatorCache.Lookup look = cache.lookup(changed, Set.of());
    assertFalse(look.sameSignature());
    assertEquals(4, look.found().size(), look.toString());
    assertTrue(look.found().stream().allMatch(LocatorCache.Located::healed));
    LocatorCache.Located town = look.found().stream().filter(l -> l.element().ref().equals("n4")).findFirst().orElseThrow();
    assertEquals(LocatorCache.Level.POSITION, town.level());
    assertEquals("location", town.entry().questionSignature());
    assertEquals(LocatorCache.Level.EXACT, look.found().stream().filter(l -> l.element().ref().equals("n3")).findFirst().orElseThrow().level());
  }

  @Test
  void aRelabelledQuestionWithAnotherPlaceAndAttributesIsLost() {
    LocatorCache cache = cacheOf(ORIGINAL);
    SemanticSnapshot changed = page(field("n4", "Town you live in", "town", "off", null), field("n1", "First name", "firstName", "given-name", null),
        field("n2", "Last name", "lastName", "family-name", null), field("n3", "Email", "email", "email", "email"));
    LocatorCache.Lookup look = cache.lookup(changed, Set.of());
    assertEquals(List.of("location"), look.lost().stream().map(LocatorEntry::questionSignature).toList());
    assertEquals(3, look.found().size());
  }

  @Test
  void levelsBetweenExactAndPositionFindRenamedAndRewordedFields() {
    LocatorCache cache = cacheOf(ORIGINAL);
    SemanticElement renamed = new SemanticElement("r3", Role.TEXTBOX, "Email", "Your email address", null, true, false, null, true, null, List.of(), "email",
        Map.of("name", "mail"), false);
    SemanticSnapshot s = page(field("r1", "First name", "firstName", "given-name", null), field("r2", "Family name (last name)", "lastName", "family-name", null),
        renamed, field("r4", "Location", "location", "address-level2", null));
    LocatorCache.Lookup look = cache.lookup(s, Set.of());
    Map<String, LocatorCache.Level> levels = new java.util.HashMap<>();
    look.found().forEach(l -> levels.put(l.element().ref(), l.level()));
    assertEquals(LocatorCache.Level.ROLE_AND_NAME, levels.get("r3"));
    assertEquals(LocatorCache.Level.TEXT_ANCHOR, levels.get("r2"));
  }

  @Test
  void exhaustedQuestionsAreLeftToThePlanner() {
    LocatorCache cache = cacheOf(ORIGINAL);
    LocatorCache.Lookup look = cache.lookup(ORIGINAL, Set.of("email"));
    assertEquals(3, look.found().size());
    assertTrue(look.lost().isEmpty());
  }

  @Test
  void aDemotedEntryIsNoHit() {
    LocatorCache cache = cacheOf(ORIGINAL);
    LocatorKey key = cache.keyOf(ORIGINAL);
    cache.store().recordFailure(key, "email");
    cache.store().recordFailure(key, "email");
    LocatorCache.Lookup look = cache.lookup(ORIGINAL, Set.of());
    assertTrue(look.found().stream().noneMatch(l -> l.entry().questionSignature().equals("email") && !l.healed()));
  }

  @Test
  void anotherPlannerVersionStartsAFreshCache() {
    LocatorCache cache = cacheOf(ORIGINAL);
    assertTrue(new LocatorCache(cache.store(), "pack@1", "rules@2").lookup(ORIGINAL, Set.of()).miss());
  }
}
