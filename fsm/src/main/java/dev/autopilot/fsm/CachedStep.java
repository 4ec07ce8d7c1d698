package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.memory.LocatorCache;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Secret;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The locator cache's part of FILL: before the planner is asked, the cached entries of the page
 * are validated on the snapshot and their stabilized XPaths in the live page ({@link
 * LocatorCache#lookup(SemanticSnapshot, java.util.Set, LocatorCache.XPathProbe)}; an XPath is
 * kept only when it matched its field as it was learnt) and each one found becomes an
 * action whose value the planner's data gives now ({@link dev.autopilot.core.Planner#answerKnown}):
 * no planning, no model. Every hit, miss and heal is a {@code locator_cache_*} event. After each
 * action the entry is counted (success, or failure and in time demotion); a heal is rewritten
 * once the page verified it. What the planner answers and the page verifies is learnt for next
 * time, when the planner's data would answer it the same way from the field alone. A cached
 * answer the page did not verify is not served again in the run: the escalation ladder's next
 * rung is the planner's.
 *
 * <p>A store that fails is logged and the run goes on without the cache. Stateless; the run's
 * part lives in the {@link RunLedger}.
 */
final class CachedStep {
  private static final Logger LOG = LoggerFactory.getLogger(CachedStep.class);

  /** Heals tried per question in one run; past them the planner answers it. */
  static final int MAX_HEAL_TRIES = 2;

  private CachedStep() {}

  /**
   * A cached entry served as an action.
   *
   * @param located the entry and the field it was found at
   * @param answeredBy the key of the task's data that answers it, or null
   */
  record Use(LocatorCache.Located located, @Nullable String answeredBy) {}

  /**
   * What the cache served.
   *
   * @param step the plan (source {@code MEMORY}) and its action ids
   * @param wholePage whether the cache answered every field of the page that the planner could
   *     have (none is left empty but those the cache served), so that once its actions are
   *     verified the page needs no planner
   */
  record Served(RunContext.PlannedStep step, boolean wholePage) {}

  /** The cache's plan for the current page, or null when the cache is off or serves nothing (the planner answers). */
  static @Nullable Served serve(RunContext run, RunLedger ledger) {
    LocatorCache cache = run.config().locatorCache();
    if (cache == null) {
      return null;
    }
    long t0 = System.nanoTime();
    SemanticSnapshot s = run.current();
    LocatorCache.Lookup look;
    try {
      look = cache.lookup(s, exhausted(ledger), probe(run));
    } catch (AutopilotException | IllegalStateException e) {
      LOG.warn("run {}: the locator cache cannot be read; going on without it: {}", run.requestId(), e.getMessage());
      return null;
    }
    String page = s.page().domain() + s.page().normalizedPath();
    if (look.miss()) {
      if (ledger.cacheReported.add("miss:" + look.key().id())) {
        run.emit(new RunEvent.LocatorCacheUsed(CacheOutcome.MISS, "", "", "nothing cached for " + page + " with this planner; the planner answers"));
      }
      return null;
    }
    for (LocatorEntry lost : look.lost()) {
      handOver(ledger, lost.fingerprint().question(), "no field of the page fits the cached " + lost.fingerprint().role()
          + " by role, name, question, text anchor or position" + (look.xpathRefused().contains(lost.questionSignature()) ? " (its XPath no longer matches it)" : ""));
      if (ledger.cacheReported.add("lost:" + lost.questionSignature())) {
        run.emit(new RunEvent.LocatorCacheUsed(CacheOutcome.HEAL_FAILED, lost.fingerprint().question(), "",
            "no field of the page fits the cached " + lost.fingerprint().role() + " by role, name, question, text anchor or position; the planner answers it"));
      }
    }
    List<Action> actions = new ArrayList<>();
    List<QuestionRoute> routes = new ArrayList<>();
    List<Use> uses = new ArrayList<>();
    Set<String> served = new HashSet<>();
    for (LocatorCache.Located l : look.found()) {
      String question = s.questionOf(l.element());
      String level = l.level().name().toLowerCase(Locale.ROOT);
      Optional<Action> answer = run.config().planner().answerKnown(s, l.element(), l.entry().answeredBy());
      if (answer.isEmpty()) {
        handOver(ledger, question, "the task's data gives no answer this field takes");
        run.emit(new RunEvent.LocatorCacheUsed(CacheOutcome.MISS, question, level, "the task's data gives no answer this field takes; the planner answers it"));
        continue;
      }
      if (answer.get().meta().technique() == null && answer.get() instanceof Action.TypeRef t) {
        // a technique trajectory memory saw work on this site's field, where the plain gesture failed
        Optional<String> technique = ledger.memory.techniqueFor(l.entry().questionSignature(), t.verb());
        if (technique.isPresent()) {
          answer = Optional.of(new Action.TypeRef(t.ref(), t.text(), t.meta().withTechnique(technique.get()), t.keepOpen()));
        }
      }
      served.add(l.entry().questionSignature());
      SemanticElement target = s.element(String.valueOf(answer.get().targetRef())).orElse(l.element());
      if (Fields.holds(target, answer.get())) {
        if (ledger.cacheReported.add("held:" + l.element().ref() + ':' + s.epoch())) {
          run.emit(new RunEvent.LocatorCacheUsed(CacheOutcome.HIT, question, level, "validated; the field already holds its answer"));
        }
        continue;
      }
      if (l.healed() && ledger.healTries.merge(l.entry().questionSignature(), 1, Integer::sum) > MAX_HEAL_TRIES) {
        served.remove(l.entry().questionSignature());
        handOver(ledger, question, "its heal tries in this run are spent (" + MAX_HEAL_TRIES + ")");
        continue;
      }
      ledger.cacheHandedOver.remove(question);
      ledger.cacheServed.put(question, l.healed() ? level : "");
      boolean refused = look.xpathRefused().contains(l.entry().questionSignature());
      run.emit(new RunEvent.LocatorCacheUsed(l.healed() ? CacheOutcome.HEALED : CacheOutcome.HIT, question, level, l.healed()
          ? (refused ? "its stabilized XPath no longer matches just this field in the page; " : "") + "found again by " + level.replace('_', ' ')
              + (l.sameSignature() ? "" : " after the page's questions changed") + "; rewritten once the page verifies it"
          : "validated: one " + l.element().rawRole() + " with this name and question, its XPath matching it in the page ("
              + l.entry().standing().name().toLowerCase(Locale.ROOT) + ")"));
      actions.add(answer.get());
      routes.add(new QuestionRoute(question, Route.MEMORY, l.healed() ? "the locator cache, healed by " + level.replace('_', ' ') : "the locator cache, validated on the page",
          l.entry().answeredBy()));
      uses.add(new Use(l, l.entry().answeredBy()));
    }
    if (actions.isEmpty()) {
      return null;
    }
    List<String> ids = new ArrayList<>(actions.size());
    for (int i = 0; i < actions.size(); i++) {
      String id = ledger.newActionId();
      ids.add(id);
      ledger.cacheUses.put(id, uses.get(i));
    }
    ActionPlan plan = new ActionPlan(actions, actions.size() + " question(s) answered from the locator cache, each validated on the page", PlanSource.MEMORY,
        List.of(), routes);
    run.emit(new RunEvent.PlanProposed(PlanSource.MEMORY, plan.rationale(), Secret.conceal(actions, s), ids, List.of(), routes, ModelUsage.none(),
        (System.nanoTime() - t0) / 1_000_000));
    return new Served(new RunContext.PlannedStep(plan, ids), look.sameSignature() && look.lost().isEmpty() && nothingElseOpen(s, served));
  }

  /** Whether every askable field of the page holds an answer, or asks a question the cache serves (by normalized question). */
  private static boolean nothingElseOpen(SemanticSnapshot s, Set<String> served) {
    for (SemanticElement e : s.elements()) {
      if (e.isolated() || e.disabled() || !e.visible() || !e.role().isField() || served.contains(s.questionSignatureOf(e))) {
        continue;
      }
      if (e.role() == Role.RADIO || Fields.askable(e)) {
        if (!Fields.questionAnswered(s, e)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Notes a cached question the planner answers instead of the cache, for the run's {@link dev.autopilot.core.model.LocatorCacheReport}. */
  private static void handOver(RunLedger ledger, String question, String why) {
    ledger.cacheServed.remove(question);
    ledger.cacheHandedOver.put(question, why);
  }

  /**
   * The live page's XPath matches for the cache; a page that cannot be read at that moment gives
   * no answer (null), and the cache judges on the snapshot alone: the run's own next read reports
   * a page that is gone.
   */
  private static LocatorCache.XPathProbe probe(RunContext run) {
    return xpath -> {
      try {
        return run.session().refsMatching(xpath);
      } catch (dev.autopilot.core.BrowserException e) {
        LOG.debug("run {}: an XPath could not be matched in the page: {}", run.requestId(), e.getMessage());
        return null;
      }
    };
  }

  private static Set<String> exhausted(RunLedger ledger) {
    Set<String> out = new HashSet<>();
    ledger.healTries.forEach((q, n) -> {
      if (n >= MAX_HEAL_TRIES) {
        out.add(q);
      }
    });
    return out;
  }

  /**
   * Counts what became of an action: a served entry's success (a heal rewritten first) or
   * failure; a verified action of the planner learnt when the planner's data answers its field
   * the same way from the field alone.
   *
   * @param before the page the action was planned on
   * @param answeredBy the key of the task's data that answered it, as the plan's route says, or null
   */
  static void after(RunContext run, RunLedger ledger, String actionId, Action action, SemanticSnapshot before, boolean verified, @Nullable String answeredBy) {
    LocatorCache cache = run.config().locatorCache();
    if (cache == null) {
      return;
    }
    try {
      Use use = ledger.cacheUses.remove(actionId);
      if (use != null) {
        LocatorEntry entry = use.located().entry();
        if (verified) {
          if (use.located().healed()) {
            LocatorEntry rewritten = cache.remember(before, use.located().element(), action.verb(), use.answeredBy(), probe(run));
            cache.store().recordSuccess(rewritten.key(), rewritten.questionSignature());
          } else {
            cache.store().recordSuccess(entry.key(), entry.questionSignature());
          }
        } else {
          // the ladder's next rung (replan, alternate) is the planner's: the cache does not serve this question again in the run
          ledger.healTries.put(entry.questionSignature(), MAX_HEAL_TRIES);
          handOver(ledger, before.questionOf(use.located().element()), "the page did not verify the cached answer");
          Optional<LocatorEntry> counted = cache.store().recordFailure(entry.key(), entry.questionSignature());
          run.emit(new RunEvent.LocatorCacheUsed(CacheOutcome.FAILED, before.questionOf(use.located().element()), use.located().level().name().toLowerCase(Locale.ROOT),
              "the page did not verify the cached answer; the entry is now " + counted.map(e -> e.standing().name().toLowerCase(Locale.ROOT)).orElse("gone")));
        }
        return;
      }
      if (!verified) {
        return;
      }
      learn(run, cache, action, before, answeredBy);
    } catch (AutopilotException e) {
      if (e.code() != ErrorCode.STORE_UNAVAILABLE) {
        throw e;
      }
      LOG.warn("run {}: the locator cache cannot be written; going on without it: {}", run.requestId(), e.getMessage());
    }
  }

  private static void learn(RunContext run, LocatorCache cache, Action action, SemanticSnapshot before, @Nullable String answeredBy) {
    String ref = action.targetRef();
    if (ref == null) {
      return;
    }
    Optional<SemanticElement> element = before.element(ref);
    if (element.isEmpty() || !LocatorCache.cacheable(element.get())) {
      return;
    }
    Optional<Action> again = run.config().planner().answerKnown(before, element.get(), answeredBy);
    if (again.isPresent() && sameAnswer(again.get(), action)) {
      cache.remember(before, element.get(), action.verb(), answeredBy, probe(run));
    }
  }

  /** Whether two actions give the same answer to the same field (their metadata aside). */
  static boolean sameAnswer(Action a, Action b) {
    if (!a.verb().equals(b.verb()) || !String.valueOf(a.targetRef()).equals(String.valueOf(b.targetRef()))) {
      return false;
    }
    if (a instanceof Action.TypeRef x && b instanceof Action.TypeRef y) {
      return x.text().equals(y.text());
    }
    if (a instanceof Action.SelectRef x && b instanceof Action.SelectRef y) {
      return x.option().equals(y.option());
    }
    if (a instanceof Action.SetCheckbox x && b instanceof Action.SetCheckbox y) {
      return x.checked() == y.checked();
    }
    if (a instanceof Action.UploadFile x && b instanceof Action.UploadFile y) {
      return x.file().equals(y.file());
    }
    return a instanceof Action.SetRadio && b instanceof Action.SetRadio;
  }
}
