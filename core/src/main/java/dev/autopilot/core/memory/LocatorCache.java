package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The locator cache's judgement on a page: which cached entry answers which element of a
 * snapshot, validated before use, and re-matched by fingerprint when the page changed. Reads and
 * writes a {@link LocatorCacheStore}; decides nothing about values, which come from the task each
 * time.
 *
 * <p>A cached entry is a <em>hit</em> when exactly one field of the page has the entry's role,
 * accessible name and question ({@link Level#EXACT}). Otherwise it is re-matched by its
 * fingerprint in levels — {@link Level#ROLE_AND_NAME}, {@link Level#QUESTION}, {@link
 * Level#TEXT_ANCHOR}, {@link Level#POSITION} — each accepted only when exactly one field not
 * taken by another entry fits; what no level finds is left to the planner. Fields a person types
 * into, chooses in, ticks or uploads to are cached; a radio group by the radio pressed last time,
 * which finds the group again (the radio pressed this time is the one the task's value names).
 *
 * <p>Immutable and thread-safe when its store is.
 */
public final class LocatorCache {

  /** How an entry was found on the page, from the strictest to the loosest. */
  public enum Level {
    /** Same role, accessible name and question: a hit. */
    EXACT,
    /** Same role and accessible name; the question reads otherwise. */
    ROLE_AND_NAME,
    /** Same role and question; the name reads otherwise. */
    QUESTION,
    /** Same role, and most words of its text anchor are in the field's question. */
    TEXT_ANCHOR,
    /** Same role and stable attributes at the same place among the page's fields. */
    POSITION;

    /** {@return whether finding the entry this way is a heal: anything but {@link #EXACT}} */
    public boolean heal() {
      return this != EXACT;
    }
  }

  /**
   * An entry found on the page.
   *
   * @param entry the cached entry
   * @param element the field of the snapshot it now points at
   * @param level how it was found
   * @param sameSignature whether the entry was cached for this page signature (false: the page's
   *     questions changed since, and the entry came from another signature of the path)
   */
  public record Located(LocatorEntry entry, SemanticElement element, Level level, boolean sameSignature) {
    /**
     * Checks that the entry, the element and the level are given.
     *
     * @param entry the cached entry
     * @param element the field of the snapshot it now points at
     * @param level how it was found
     * @param sameSignature whether the entry was cached for this page signature
     * @throws NullPointerException when {@code entry}, {@code element} or {@code level} is null
     */
    public Located {
      requireNonNull(entry, "entry");
      requireNonNull(element, "element");
      requireNonNull(level, "level");
    }

    /**
     * {@return whether using it rewrites the entry: found by a heal level, or under another page
     * signature}
     */
    public boolean healed() {
      return level.heal() || !sameSignature;
    }
  }

  /**
   * What the cache knows of a page.
   *
   * @param key the page's key
   * @param sameSignature whether entries were cached under this very key (else they come from
   *     other signatures of the path, or there are none)
   * @param found the entries found on the page, in page order
   * @param lost the usable entries no level found (the planner answers their questions)
   * @param xpathRefused the normalized questions whose hit on the snapshot the live page refused:
   *     the entry's stabilized XPath did not match exactly that field (they were healed or lost)
   */
  public record Lookup(LocatorKey key, boolean sameSignature, List<Located> found, List<LocatorEntry> lost, Set<String> xpathRefused) {
    /**
     * Checks the key and keeps immutable copies of the collections.
     *
     * @param key the page's key
     * @param sameSignature whether entries were cached under this very key
     * @param found the entries found on the page, in page order; copied
     * @param lost the usable entries no level found; copied
     * @param xpathRefused the normalized questions whose hit the live page refused; copied
     * @throws NullPointerException when an argument, or an element of a collection, is null
     */
    public Lookup {
      requireNonNull(key, "key");
      found = List.copyOf(found);
      lost = List.copyOf(lost);
      xpathRefused = Set.copyOf(xpathRefused);
    }

    /**
     * A lookup judged on the snapshot alone: no hit was refused by the live page.
     *
     * @param key the page's key
     * @param sameSignature whether entries were cached under this very key
     * @param found the entries found on the page, in page order; copied
     * @param lost the usable entries no level found; copied
     */
    public Lookup(LocatorKey key, boolean sameSignature, List<Located> found, List<LocatorEntry> lost) {
      this(key, sameSignature, found, lost, Set.of());
    }

    /**
     * {@return whether the store had nothing usable for this page: nothing found and nothing lost}
     */
    public boolean miss() {
      return found.isEmpty() && lost.isEmpty();
    }
  }

  /** How many words of a text anchor must be in a field's question for {@link Level#TEXT_ANCHOR}. */
  static final double ANCHOR_OVERLAP = 0.6;

  private static final List<String> STABLE_ATTRIBUTES = List.of("autocomplete", "name", "placeholder", "type", "accept", "multiple");

  private final LocatorCacheStore store;
  private final String packVersion;
  private final String plannerVersion;

  /**
   * A cache over a store, for one pack and planner version.
   *
   * @param store where entries live; not closed by the cache
   * @param packVersion the domain pack's name and version: a new one starts a fresh cache
   * @param plannerVersion the planner's name and version: a new one starts a fresh cache
   * @throws NullPointerException when an argument is null
   */
  public LocatorCache(LocatorCacheStore store, String packVersion, String plannerVersion) {
    this.store = requireNonNull(store, "store");
    this.packVersion = requireNonNull(packVersion, "packVersion");
    this.plannerVersion = requireNonNull(plannerVersion, "plannerVersion");
  }

  /** {@return the store entries are read from and written to} */
  public LocatorCacheStore store() {
    return store;
  }

  /**
   * The key of this page.
   *
   * @param snapshot the page
   * @return its host, normalized path and {@link #pageSignature}, with this cache's versions
   */
  public LocatorKey keyOf(SemanticSnapshot snapshot) {
    return new LocatorKey(snapshot.page().domain(), snapshot.page().normalizedPath(), pageSignature(snapshot), packVersion, plannerVersion);
  }

  /**
   * The page's signature: a digest of its fields' roles and questions, in no particular order, so
   * that renamed ids and classes and reordered fields keep it and a relabelled question changes
   * it. Values, ids and classes are not part of it.
   *
   * @param snapshot the page
   * @return 32 lower-case hex characters; the same for every page with no field
   */
  public static String pageSignature(SemanticSnapshot snapshot) {
    Set<String> parts = new TreeSet<>();
    for (SemanticElement e : snapshot.elements()) {
      if (!e.isolated() && e.role().isField()) {
        parts.add(e.rawRole() + '|' + snapshot.questionSignatureOf(e));
      }
    }
    return LocatorKey.sha256(String.join("\n", parts)).substring(0, 32);
  }

  /**
   * The fields of the page the cache answers, in page order (see the class comment).
   *
   * @param snapshot the page
   * @return the fields {@link #cacheable(SemanticElement)} accepts; empty when there is none
   */
  public static List<SemanticElement> cacheable(SemanticSnapshot snapshot) {
    List<SemanticElement> out = new ArrayList<>();
    for (SemanticElement e : snapshot.elements()) {
      if (cacheable(e)) {
        out.add(e);
      }
    }
    return out;
  }

  /**
   * Whether the cache answers this field.
   *
   * @param e an element of a snapshot
   * @return true for a visible, enabled, askable field outside an isolated frame, not an option and
   *     never a password field
   */
  public static boolean cacheable(SemanticElement e) {
    return !e.isolated() && e.visible() && !e.disabled() && e.role().isField() && e.role() != Role.OPTION && Fields.askable(e) && !Fields.isSecret(e);
  }

  /**
   * The fingerprint of a field of this snapshot: role, name, question, stable attributes, a
   * stabilized XPath, anchor, position.
   *
   * @param snapshot the page that holds {@code element}
   * @param element the field
   * @return the fingerprint, never with the field's value; position -1 when the field is not
   *     {@link #cacheable(SemanticElement) cacheable}
   */
  public static ElementFingerprint fingerprint(SemanticSnapshot snapshot, SemanticElement element) {
    Map<String, String> attributes = new LinkedHashMap<>();
    for (String a : STABLE_ATTRIBUTES) {
      String v = "type".equals(a) ? element.inputType() : element.attribute(a);
      if (v != null && !v.isBlank()) {
        attributes.put(a, v);
      }
    }
    String question = snapshot.questionOf(element);
    return new ElementFingerprint(element.rawRole(), element.name(), question, attributes, stableXPath(element, question), question,
        cacheable(snapshot).indexOf(element));
  }

  /**
   * An XPath built from what survives a re-styling: the control's {@code name} attribute, else its
   * {@code autocomplete}, else the text of its label; never a generated id or a class.
   */
  static String stableXPath(SemanticElement e, String question) {
    String tag = switch (e.role()) {
      case COMBOBOX, LISTBOX -> "*[self::select or self::input]";
      case TEXTBOX, SEARCHBOX -> "*[self::input or self::textarea]";
      default -> "input";
    };
    String name = e.attribute("name");
    if (name != null && !name.isBlank()) {
      return "//" + tag + "[@name=" + literal(name) + "]";
    }
    String auto = e.attribute("autocomplete");
    if (auto != null && !auto.isBlank() && !"off".equalsIgnoreCase(auto)) {
      return "//" + tag + "[@autocomplete=" + literal(auto) + "]";
    }
    if (!question.isBlank()) {
      return "//label[normalize-space()=" + literal(question.strip()) + "]/following::" + tag + "[1]";
    }
    return "";
  }

  private static String literal(String s) {
    if (!s.contains("'")) {
      return "'" + s + "'";
    }
    if (!s.contains("\"")) {
      return "\"" + s + "\"";
    }
    return "concat('" + s.replace("'", "',\"'\",'") + "')";
  }

  /**
   * What the cache knows of this page: the entries of its key, validated on the snapshot, and
   * re-matched when they do not validate; when its key has none, the entries of the path's other
   * signatures, re-matched. Entries whose question is in {@code exhausted} (the run's heal tries
   * for it are spent) are neither found nor lost. Demoted entries are never hits; they may guide a
   * heal.
   *
   * @param snapshot the page
   * @param exhausted normalized questions to leave to the planner; may be empty
   * @return what the cache knows; {@link Lookup#miss()} when the store has nothing for the page
   * @throws dev.autopilot.core.AutopilotException from the store, with {@code STORE_UNAVAILABLE}
   */
  public Lookup lookup(SemanticSnapshot snapshot, Set<String> exhausted) {
    return lookup(snapshot, exhausted, null);
  }

  /**
   * The refs of the elements an XPath matches in the live page ({@link
   * dev.autopilot.core.BrowserSession#refsMatching}), or null when the page cannot tell.
   */
  @FunctionalInterface
  public interface XPathProbe {
    /**
     * The refs of the elements an XPath matches.
     *
     * @param xpath an XPath against the page's main document
     * @return the refs in document order ({@code ""} for an element no snapshot named), empty when
     *     nothing matches, or null when the page cannot tell
     * @throws dev.autopilot.core.BrowserException when the page cannot be read
     */
    @org.jspecify.annotations.Nullable List<String> refsMatching(String xpath);
  }

  /**
   * As {@link #lookup(SemanticSnapshot, Set)}, with each hit validated in the live page too
   * before use: its entry's stabilized XPath must match exactly the field the snapshot found
   * (for a radio or checkbox, which share a {@code name} with their group, the field must be
   * among what it matches). A hit whose XPath does not hold is not exact: it falls to the heal
   * levels. Entries without an XPath, fields inside frames (the XPath is the main document's) and
   * a probe that cannot tell are judged on the snapshot alone.
   *
   * @param snapshot the page
   * @param exhausted normalized questions to leave to the planner; may be empty
   * @param probe the live page's XPath matches, or null for the snapshot alone
   * @return what the cache knows; refused hits are named in {@link Lookup#xpathRefused()}
   * @throws dev.autopilot.core.AutopilotException from the store, with {@code STORE_UNAVAILABLE}
   * @throws dev.autopilot.core.BrowserException when the probe cannot read the page
   */
  public Lookup lookup(SemanticSnapshot snapshot, Set<String> exhausted, @org.jspecify.annotations.Nullable XPathProbe probe) {
    LocatorKey key = keyOf(snapshot);
    List<LocatorEntry> entries = store.entries(key);
    boolean same = !entries.isEmpty();
    if (!same) {
      entries = newestPerQuestion(store.entriesOnPath(key.host(), key.normalizedPath(), packVersion, plannerVersion));
    }
    List<SemanticElement> fields = cacheable(snapshot);
    List<Located> found = new ArrayList<>();
    List<LocatorEntry> pending = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    Set<String> refused = new HashSet<>();
    for (LocatorEntry e : entries) {
      if (exhausted.contains(e.questionSignature())) {
        continue;
      }
      Optional<SemanticElement> hit = e.usable() ? only(fields, taken, f -> exact(snapshot, e.fingerprint(), f)) : Optional.empty();
      if (hit.isPresent() && !xpathHolds(probe, e.fingerprint(), hit.get())) {
        refused.add(e.questionSignature());
        hit = Optional.empty();
      }
      if (hit.isPresent()) {
        taken.add(hit.get().ref());
        found.add(new Located(e, hit.get(), Level.EXACT, same));
      } else {
        pending.add(e);
      }
    }
    List<LocatorEntry> lost = new ArrayList<>();
    for (LocatorEntry e : pending) {
      Optional<Located> healed = heal(snapshot, fields, taken, e, same);
      if (healed.isPresent()) {
        taken.add(healed.get().element().ref());
        found.add(healed.get());
      } else if (e.usable()) {
        lost.add(e);
      }
    }
    found.sort(java.util.Comparator.comparingInt(l -> fields.indexOf(l.element())));
    return new Lookup(key, same, found, lost, refused);
  }

  /** Whether the entry's stabilized XPath matches, in the live page, the field the snapshot found (see {@link #lookup(SemanticSnapshot, Set, XPathProbe)}). */
  static boolean xpathHolds(@org.jspecify.annotations.Nullable XPathProbe probe, ElementFingerprint fp, SemanticElement field) {
    if (probe == null || fp.xpath().isBlank() || !field.ref().startsWith("e")) {
      return true;
    }
    List<String> refs = probe.refsMatching(fp.xpath());
    if (refs == null) {
      return true;
    }
    if (field.role().isToggle()) {
      return refs.contains(field.ref());
    }
    return refs.size() == 1 && refs.get(0).equals(field.ref());
  }

  private static List<LocatorEntry> newestPerQuestion(List<LocatorEntry> onPath) {
    Map<String, LocatorEntry> newest = new LinkedHashMap<>();
    for (LocatorEntry e : onPath) {
      newest.putIfAbsent(e.questionSignature(), e); // the store orders newest first within a question
    }
    return List.copyOf(newest.values());
  }

  private static Optional<Located> heal(SemanticSnapshot s, List<SemanticElement> fields, Set<String> taken, LocatorEntry e, boolean same) {
    ElementFingerprint fp = e.fingerprint();
    Optional<SemanticElement> f = only(fields, taken, x -> sameRole(fp, x) && x.name().equals(fp.name()));
    if (f.isPresent()) {
      return Optional.of(new Located(e, f.get(), Level.ROLE_AND_NAME, same));
    }
    f = only(fields, taken, x -> sameRole(fp, x) && s.questionSignatureOf(x).equals(SemanticKey.questionSignature(fp.question())));
    if (f.isPresent()) {
      return Optional.of(new Located(e, f.get(), Level.QUESTION, same));
    }
    if (!fp.textAnchor().isBlank()) {
      f = only(fields, taken, x -> sameRole(fp, x) && overlap(fp.textAnchor(), s.questionOf(x)) >= ANCHOR_OVERLAP);
      if (f.isPresent()) {
        return Optional.of(new Located(e, f.get(), Level.TEXT_ANCHOR, same));
      }
    }
    if (fp.position() >= 0 && fp.position() < fields.size()) {
      SemanticElement at = fields.get(fp.position());
      if (!taken.contains(at.ref()) && sameRole(fp, at) && fingerprint(s, at).attributes().equals(fp.attributes())) {
        return Optional.of(new Located(e, at, Level.POSITION, same));
      }
    }
    return Optional.empty();
  }

  private static boolean exact(SemanticSnapshot s, ElementFingerprint fp, SemanticElement f) {
    return sameRole(fp, f) && f.name().equals(fp.name()) && s.questionSignatureOf(f).equals(SemanticKey.questionSignature(fp.question()));
  }

  private static boolean sameRole(ElementFingerprint fp, SemanticElement f) {
    return f.rawRole().equals(fp.role());
  }

  private static Optional<SemanticElement> only(List<SemanticElement> fields, Set<String> taken, java.util.function.Predicate<SemanticElement> fits) {
    SemanticElement one = null;
    for (SemanticElement f : fields) {
      if (!taken.contains(f.ref()) && fits.test(f)) {
        if (one != null) {
          return Optional.empty();
        }
        one = f;
      }
    }
    return Optional.ofNullable(one);
  }

  /** The share of the anchor's words found in the text (after normalizing both). */
  static double overlap(String anchor, String text) {
    Set<String> a = words(anchor);
    if (a.isEmpty()) {
      return 0;
    }
    Set<String> t = words(text);
    int common = 0;
    for (String w : a) {
      if (t.contains(w)) {
        common++;
      }
    }
    return (double) common / Math.max(a.size(), t.size());
  }

  private static Set<String> words(String text) {
    Set<String> out = new HashSet<>();
    for (String w : SemanticKey.questionSignature(text).split(" ")) {
      if (w.length() > 1) {
        out.add(w.toLowerCase(Locale.ROOT));
      }
    }
    return out;
  }

  /**
   * Writes what answered a question of this page: the entry for the field's question, under the
   * page's key. A heal writes this way too (the store counts it as one).
   *
   * @param snapshot the page the field was answered on
   * @param element the field answered
   * @param verb the verb that answered it
   * @param answeredBy the key of the task's data that gave the answer, or null; never the value
   * @return the entry as the store keeps it
   * @throws dev.autopilot.core.AutopilotException from the store, with {@code STORE_UNAVAILABLE}
   */
  public LocatorEntry remember(SemanticSnapshot snapshot, SemanticElement element, String verb, @org.jspecify.annotations.Nullable String answeredBy) {
    return remember(snapshot, element, verb, answeredBy, null);
  }

  /**
   * As {@link #remember(SemanticSnapshot, SemanticElement, String, String)}, with the stabilized
   * XPath checked in the live page first: an XPath that does not match just this field there (a
   * field with no {@code name}, {@code autocomplete} or {@code <label>} to build it from, say) is
   * not kept, so that no later hit is refused for it.
   *
   * @param snapshot the page the field was answered on
   * @param element the field answered
   * @param verb the verb that answered it
   * @param answeredBy the key of the task's data that gave the answer, or null; never the value
   * @param probe the live page's XPath matches, or null to keep the XPath unchecked
   * @return the entry as the store keeps it
   * @throws dev.autopilot.core.BrowserException when the page cannot be read
   * @throws dev.autopilot.core.AutopilotException from the store, with {@code STORE_UNAVAILABLE}
   */
  public LocatorEntry remember(SemanticSnapshot snapshot, SemanticElement element, String verb, @org.jspecify.annotations.Nullable String answeredBy,
      @org.jspecify.annotations.Nullable XPathProbe probe) {
    ElementFingerprint fp = fingerprint(snapshot, element);
    if (!xpathHolds(probe, fp, element)) {
      fp = new ElementFingerprint(fp.role(), fp.name(), fp.question(), fp.attributes(), "", fp.textAnchor(), fp.position());
    }
    return store.put(new LocatorEntry.Draft(keyOf(snapshot), snapshot.questionSignatureOf(element), verb, fp, answeredBy));
  }
}
