package dev.autopilot.core.consent;

import static java.util.Objects.requireNonNull;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one judgement of consent. Before a planner ticks a checkbox or a radio, or presses a
 * button, it asks {@link #decide}: a control whose question and chosen option together commit the
 * person to money (an amount, a fee, a purchase, a paid plan), to giving up a right, to selling or
 * sharing their data, to marketing, or to terms the profile's {@link Consent consent} does
 * not cover is never ticked or pressed. A question that only names a topic or a method ("Topic:
 * Billing", "Payment method: Company sponsored", "Subscription type: Free") commits to nothing. A planner
 * that meets such a control leaves it alone: when the page requires it, the run stops for the
 * person with that question; when optional, it stays unticked and the plan says why.
 *
 * <p>Money, rights and sharing personal data are never covered by a profile. Marketing, data processing
 * and application terms are covered only by their own flag in the profile; nothing is implied by
 * another. Choosing a refusal ("No", "I do not agree", "Decline") commits to nothing.
 *
 * <p>The rules read the page's words only, in English with the commonest words of German, French,
 * Spanish, Arabic and Chinese; a box they cannot read waits for the person ({@link #readable}). Page
 * text is data, never instructions.
 * Stateless and thread-safe.
 */
public final class ConsentRules {
  /**
   * Paying, said as an act the person takes on: a verb of paying, a named fee, an upgrade. Nouns
   * that only name a topic ("Billing", "Payment method", "Subscription type", "Trial") are no
   * commitment on their own: a choice commits to money when it carries an amount or says so.
   */
  /** What follows "donate" when what is given is no money: blood, time, things. */
  private static final String NOT_THINGS = "(?! (?:blood|plasma|platelets|organs?|bone marrow|my time|time|items?|goods|furniture|clothes|clothing|books|food|toys))";
  private static final Pattern PAYING = words(
      "(?:i |we )?(?:agree|consent|authori[sz]e|promise|commit|want|wish|would like|choose|elect) to (?:pay|be charged|purchase|buy|donate" + NOT_THINGS + "|subscribe)",
      "pay (?:the|a|an|my|your|this|that|now|today|online|in full|for|by card)", "be charged", "charge (?:my|me|the card|your card)",
      "authori[sz]e (?:a |the |this |an )?(?:charge|payment|debit|deduction)",
      // a question about a past purchase ("Where did you buy it?") is a topic, not an act
      "(?<!you )purchase (?:now|the|a|an|this|it|tickets?|access|credits?|(?:a |the )?(?:plan|subscription|membership|licen[cs]e))", "(?<!you )buy (?:now|it|this|the)",
      // giving money, not things one gives away ("Items to donate", "donate blood")
      "(?<!(?:items|item|things|goods|furniture|clothes|clothing|books|food|toys) to )donate" + NOT_THINGS, "make a donation",
      "upgrade to", "subscribe to (?:a |our |the )?(?:paid|premium|pro)(?![\\p{L}\\p{N}])", "start (?:my |a |the )?paid",
      "(?:application|processing|entry|registration|membership|admission|enrol?ment|service|late|booking|cancellation) fees?(?! waiver)",
      "non-?refundable", "recurring (?:charge|payment|billing)", "auto-?renew(?:al|s)?",
      // German, French, Spanish: paying as an act
      "bezahlen", "kostenpflichtig", "zahlungspflichtig", "payer", "payant", "pagar", "de pago");
  /** An amount of money: a currency sign or code beside a number, or a price per period. */
  private static final Pattern AMOUNT = Pattern.compile(
      "(?:[$€£¥₹]|\\b(?:usd|eur|gbp|chf|jpy|cny|rmb|aud|cad|inr)\\s?)\\s?(\\d[\\d,.]*)|(\\d[\\d,.]*)\\s?(?:[$€£¥₹]|(?:usd|eur|gbp|chf|jpy|cny|rmb|aud|cad|inr)\\b|euros?\\b|dollars?\\b|pounds?\\b)"
          + "|(\\d[\\d,.]*)\\s?(?:/|per |a )(?:month|mo|year|yr|week|annum)\\b", Pattern.CASE_INSENSITIVE);
  /** Giving a right away: waivers, forfeits, releases from claims, binding arbitration. */
  private static final Pattern RIGHTS = words(
      "waive(?:s|d)? (?:my |any |all |the |your |our )?(?:right|rights|claims?)", "waiver of (?:my |any |all |the )?(?:rights?|claims?)",
      "(?:class action|jury trial|jury|rights?) waiver", "give up (?:my |any |all |the )?(?:right|rights|claims?)", "forfeit", "relinquish",
      "release (?:[\\p{L}]+ ){0,4}from (?:all |any )?(?:claims|liability)", "binding arbitration", "not to sue", "hold harmless");
  private static final Pattern SHARING = words(
      // selling the person's data, not goods: "Do not sell my personal information", never "I am not selling new goods"
      "(?:sell|sold|selling)(?: [\\p{L}'’]+){0,3} (?:data|information|info|details)", "sale of (?:my|your) (?:personal )?(?:data|information)", "share (?:my|your) (?:personal |\\p{L}+ )?(?:data|information|details|profile|records?)",
      "sharing (?:my|your|of) (?:personal |\\p{L}+ )?(?:data|information|details|records?)", "third part(?:y|ies)", "partners? (?:may|can|will) (?:contact|use)",
      "data brokers?", "transfer (?:my|your) (?:personal )?(?:data|information)", "disclose (?:my|your) (?:personal )?(?:data|information)",
      // handing the person's details on to others: "Pass my details to partner charities", "so they can contact me"
      "(?:pass|passing|give|giving|send|sending|forward|forwarding|hand|handing|provide|providing|share|sharing|disclose|transfer)(?: on)? (?:my|your|these|the|our) "
          + "(?:personal |contact )?(?:details|data|information|e-?mail(?: address)?|phone number|number)(?: on)? (?:to|with)",
      "partners? (?:to|may|can|will|could) (?:contact|use|e-?mail|call|text)", "so (?:that )?(?:they|partners|sponsors) (?:may|can|could) (?:contact|e-?mail|call|text) (?:me|you)",
      // making the person's image public: "Photos of my child may be used on the group's website"
      "(?:photos?|photographs?|pictures?|images?|videos?|recordings?|footage) (?:[\\p{L}'’]+ ){0,4}(?:may|can|will|to) be (?:used|published|shared|posted|shown)",
      "publish (?:my|your|our) (?:[\\p{L}'’]+ ){0,2}(?:photos?|pictures?|images?|name|details)",
      "(?:use|using|publish|publishing|post|posting|share|sharing|show|showing) (?:[\\p{L}'’]+ ){0,2}(?:photos?|photographs?|pictures?|images?|videos?|footage|recordings?) of (?:me|my|you|your|us|our|the (?:rider|child|pupil|student|participant|member)s?)",
      // making the person's name or results public: "Show my name, team and averages on the league website"
      "(?:show|showing|display|displaying|list|listing|publish|publishing|include|including|print|printing|post|posting) (?:my|your|our) "
          + "(?:[\\p{L}'’,]+ ){0,4}(?:on|in) (?:the |our |your |a )?(?:[\\p{L}'’-]+ ){0,2}(?:website|web site|site|web|online|internet|directory|social media|noticeboard|handbook|yearbook|register|papers|programme|program|newsletter|magazine)",
      // German, French, Spanish: details passed on to others ("an Partnervereine weitergegeben", "transmises aux
      // associations partenaires", "cedidos a terceros")
      "weitergegeben", "weitergeben", "weitergabe", "übermittelt an", "ubermittelt an", "übermittlung an", "an dritte", "dritten übermittelt",
      "(?:transmises?|transmis|communiquées?|communiqués?|partagées?|partagés?|cédées?|cédés?) (?:à|a|aux|avec)", "(?:à des|a des|aux) tiers",
      "(?:cedidos?|cedidas?|comunicados?|comunicadas?|compartidos?|compartidas?|transferidos?|transferidas?) (?:a|con)", "cesión de (?:mis|sus) datos",
      "(?:a|con) terceros");
  private static final Pattern MARKETING = words(
      "marketing", "newsletter", "newsletters", "promotional", "promotions", "offers", "special offers", "news and updates",
      "updates and offers", "job alerts", "mailing list", "advertising", "advertisements", "commercial communications", "sms updates",
      // a letter sent again and again: "the weekly digest", "email updates"
      "digest", "weekly digest", "email updates", "e-mail updates",
      // being written to about what is to come: "Email me about future congresses", "keep me posted"
      "(?:email|e-mail|mail|text|message|contact|notify|inform|tell|invite) me (?:about|of|when|to) (?:[\\p{L}'’]+ ){0,3}(?:future|upcoming|new|other|latest|more)",
      // being told about what an organisation does next: "Tell me about hospital charity fundraising events"
      "(?:email|e-mail|mail|text|message|contact|notify|inform|tell|invite|send) me (?:about|of|news of|details of) (?:[\\p{L}'’]+ ){0,4}(?:events?|campaigns?|appeals?|fundraising|activities|courses|offers)",
      // being sent word of something the organisation offers: "Send me information about sponsoring the festival"
      "(?:email|e-mail|mail|text|send|post) me (?:more |further |some )?(?:information|info|news|brochures?|leaflets?) (?:about|on|of|regarding) (?!my |our |this |the booking|the order)[\\p{L}'’]+",
      "fundraising appeals?", "fundraising events?",
      "keep me (?:updated|informed|posted|in the loop)",
      // German, French, Spanish
      "werbung", "angebote", "offres", "offres commerciales", "prospection", "ofertas", "promociones", "comunicaciones comerciales", "publicidad",
      // news sent again and again: "recibir novedades sobre conciertos", "Neuigkeiten", "actualités"
      "novedades", "boletín", "boletin", "neuigkeiten", "actualités", "actualites", "lettre d'information", "lettre d’information", "infolettre");
  private static final Pattern DATA = words(
      "privacy", "privacy policy", "privacy notice", "data protection", "gdpr", "personal data", "my data", "my information",
      "process my", "processing of my", "store my", "retain my", "retention", "talent pool", "talent community", "future opportunities",
      // keeping or using what the person gave: "keeping these details", "hold my information", "use my answers"
      "(?:keeps?|keeping|holds?|holding|stores?|storing|retains?|retaining|uses?|using|process(?:es)?|processing) (?:my|these|your|the|our|all) (?:personal |contact )?(?:details|data|information|answers)",
      // German, French, Spanish verbs of processing and storing what was given
      "verarbeitet", "gespeichert", "speicherung", "meine angaben", "traitées", "traitees", "traités", "conservées", "conservees", "mes informations",
      "mes coordonnées", "tratados", "almacenados", "conservados", "mis datos personales",
      // German, French, Spanish
      "datenschutz", "datenschutzerklärung", "datenschutzerklarung", "dsgvo", "meine daten", "meiner daten", "verarbeitung", "datenverarbeitung", "données",
      "donnees", "mes données", "traitement", "rgpd", "politique de confidentialité", "confidentialité", "datos personales", "mis datos",
      "tratamiento", "política de privacidad", "politica de privacidad", "privacidad", "rgpd");
  /**
   * What a form's own terms are: its terms and conditions, rules or policies, and the statements a
   * person makes about their own answers (that they are true, that they read something).
   */
  private static final Pattern TERMS = words(
      "terms", "conditions", "certify", "acknowledge", "accurate", "true and complete", "attest", "confirm that", "rules", "code of conduct",
      "guidelines", "policy", "policies", "agreement", "have read", "read and understood", "correct", "i understand", "i acknowledge",
      // German, French, Spanish
      "bylaws", "by-laws", "agb", "\\p{L}*bedingungen", "satzung", "vereinssatzung", "hausordnung", "statuts", "estatutos", "normas", "richtig und vollständig", "ich bestätige", "bestätige", "gelesen", "ich verstehe", "mir ist bewusst",
      "je certifie", "je confirme", "conditions générales", "exactes", "règlement", "lu et", "je comprends", "j'ai compris",
      "he leído", "he leido", "certifico", "confirmo", "entiendo", "comprendo", "términos y condiciones", "terminos y condiciones", "veraces", "condiciones", "reglamento");
  /** Agreeing as an act, whatever to: what it commits to is in the words around it. */
  private static final Pattern AGREEING = words(
      "i agree", "agree", "agreed", "consent", "accept", "i accept",
      // giving leave, in the first person ("J'autorise le club à utiliser les photos"): an "authorised
      // to work" asks a fact, never this
      "i authorise", "i authorize", "i hereby authorise", "i hereby authorize", "i allow", "i permit", "j'autorise", "j’autorise",
      "nous autorisons", "ich erlaube", "ich gestatte", "wir erlauben",
      "ich stimme", "stimme", "einverstanden", "akzeptiere", "akzeptieren", "willige", "einwilligung", "zustimmung", "j'accepte", "j’accepte", "accepte",
      "accepter", "consens", "consentement", "acepto", "aceptar", "autorizo", "consentimiento", "doy mi consentimiento");
  /** Arabic and Chinese: the commonest words of agreeing, privacy, marketing and paying; Chinese matched inside the text. */
  private static final Pattern TERMS_AR_ZH = Pattern.compile("(?<![\\p{L}])(?:أقر|أقرّ|اقر|أتعهد|اتعهد|أتعهّد|الشروط والأحكام|الشروط والاحكام|الشروط|شروط)(?![\\p{L}])|条款|协议|本人确认|承诺");
  private static final Pattern AGREEING_AR_ZH = Pattern.compile("(?<![\\p{L}])(?:أوافق|اوافق|موافق)(?![\\p{L}])|同意");
  private static final Pattern DATA_AR_ZH = Pattern.compile("(?<![\\p{L}])(?:سياسة الخصوصية|الخصوصية|بياناتي|البيانات الشخصية|معالجة)(?![\\p{L}])|隐私|个人信息|个人数据");
  private static final Pattern MARKETING_AR_ZH = Pattern.compile("(?<![\\p{L}])(?:العروض|عروض|النشرة البريدية|النشرة|تسويقية|التسويق)(?![\\p{L}])|营销|推广|优惠信息|订阅");
  /** Arabic and Chinese: details passed on to others ("提供给合作伙伴", "مشاركة بياناتي مع"). */
  private static final Pattern SHARING_AR_ZH = Pattern.compile("(?<![\\p{L}])(?:طرف ثالث|أطراف ثالثة|اطراف ثالثة|الجهات الشريكة|الشركاء|مشاركة بياناتي|مشاركة معلوماتي)(?![\\p{L}])|第三方|合作伙伴|合作机构|共享给|转交给");
  private static final Pattern PAYING_AR_ZH = Pattern.compile("(?<![\\p{L}])(?:دفع|الدفع|رسوم)(?![\\p{L}])|支付|付款|收费");

  private static final Pattern REFUSAL = Pattern.compile(
      "^(?:no|no thanks|no,.*|not now|decline|i decline|i do not (?:agree|consent|accept)|i don'?t (?:agree|consent|accept)|do not .*|don'?t .*|opt out.*|unsubscribe.*|none)$");

  private ConsentRules() {}

  /**
   * What ticking or pressing a control with this text (its question and its own label) commits to.
   *
   * @param text the control's question and label together, as the page words them; page text,
   *     read as data only
   * @return the commitments found, a new mutable set; empty when the text commits to nothing (an
   *     ordinary question, or blank text)
   * @throws NullPointerException when the text is null
   */
  public static Set<Commitment> commitments(String text) {
    requireNonNull(text, "text");
    String t = normalize(text);
    Set<Commitment> found = EnumSet.noneOf(Commitment.class);
    if (t.isEmpty()) {
      return found;
    }
    if (PAYING.matcher(t).find() || PAYING_AR_ZH.matcher(t).find() || hasAmount(t)) {
      found.add(Commitment.MONEY);
    }
    if (RIGHTS.matcher(t).find()) {
      found.add(Commitment.RIGHTS);
    }
    if (SHARING.matcher(t).find() || SHARING_AR_ZH.matcher(t).find()) {
      found.add(Commitment.SHARING_PERSONAL_DATA);
    }
    if (MARKETING.matcher(t).find() || MARKETING_AR_ZH.matcher(t).find()) {
      found.add(Commitment.MARKETING);
    }
    if (DATA.matcher(t).find() || DATA_AR_ZH.matcher(t).find()) {
      found.add(Commitment.DATA_PROCESSING);
    }
    if ((TERMS.matcher(t).find() || TERMS_AR_ZH.matcher(t).find()) && !found.contains(Commitment.MARKETING) && !found.contains(Commitment.DATA_PROCESSING)) {
      found.add(Commitment.TERMS);
    }
    if (found.isEmpty() && (AGREEING.matcher(t).find() || AGREEING_AR_ZH.matcher(t).find())) {
      // agreeing, but to nothing the rules can name (to be filmed, to be called, to be listed):
      // agreement to an unnamed thing is never given ahead; the person decides
      found.add(Commitment.UNREAD);
    }
    return found;
  }

  /** Words of a question that ask how the person is to be reached or what they will receive: its options are channels, not names. */
  private static final Pattern RECEIVING = words("contact", "contacted", "contacting", "communication", "communications", "hear from", "receive", "subscribe",
      "subscription", "notify", "notification", "notifications", "updates", "mailing", "send you", "email you", "e-mail you", "keep you", "reach you",
      "kontakt", "kontaktieren", "benachrichtigung", "contacter", "recevoir", "contactar", "recibir");
  private static final Pattern RECEIVING_AR_ZH = Pattern.compile("联系|通知|订阅|(?<![\\p{L}])(?:التواصل|تواصل|الاتصال)(?![\\p{L}])");
  /** Words by which an option speaks for the person ("Send me offers", "Yes, sign me up"): it agrees, it does not name. */
  private static final Pattern FIRST_PERSON = words("i", "me", "my", "mine", "yes", "ok", "okay", "sign me up", "ich", "mich", "mir", "mein", "meine", "ja", "je",
      "moi", "mon", "ma", "mes", "oui", "yo", "mi", "mis", "sí", "si");
  private static final Pattern FIRST_PERSON_AR_ZH = Pattern.compile("我|是的|(?<![\\p{L}])(?:نعم|أنا|انا)(?![\\p{L}])");

  /**
   * Whether an option names a thing rather than agreeing to it: the question commits to nothing
   * and asks for no way of reaching the person ({@link #RECEIVING}), and the option, of four words
   * or fewer, neither speaks for the person nor agrees ({@link #FIRST_PERSON}, {@link #AGREEING}).
   */
  private static boolean namesAThing(String question, String choice) {
    String q = normalize(question);
    String c = normalize(choice);
    if (!commitments(question).isEmpty() || RECEIVING.matcher(q).find() || RECEIVING_AR_ZH.matcher(q).find()) {
      return false;
    }
    return c.split("\\s+").length <= 4 && !FIRST_PERSON.matcher(c).find() && !FIRST_PERSON_AR_ZH.matcher(c).find() && !AGREEING.matcher(c).find()
        && !AGREEING_AR_ZH.matcher(c).find();
  }

  /**
   * Whether a control may be ticked or pressed for the person.
   *
   * @param question the question the control answers (a group's legend, a checkbox's label), may be empty
   * @param choice the control's own text (a radio's option, a button's name), may be empty or equal to the question
   * @param consent what the profile consents to
   * @return the decision, never null: allowed with no commitments for a refusal ("No", "I do not
   *     agree") or an ordinary control; refused when a commitment is not covered
   * @throws NullPointerException when an argument is null
   */
  public static ConsentDecision decide(String question, String choice, Consent consent) {
    requireNonNull(question, "question");
    requireNonNull(choice, "choice");
    requireNonNull(consent, "consent");
    if (!choice.isBlank() && REFUSAL.matcher(normalize(choice)).matches()) {
      return new ConsentDecision(true, Set.of(), Set.of());
    }
    boolean ownOption = !choice.isBlank() && !normalize(question).contains(normalize(choice));
    String text = ownOption ? question + " " + choice : question;
    Set<Commitment> commitments = commitments(text);
    if (ownOption && !commitments.isEmpty() && namesAThing(question, choice)) {
      // an option that names a thing ("Marketing" for "Department", "Newsletter" for "How did you
      // hear about us?") agrees to nothing; only a price or a right it carries commits
      commitments = EnumSet.copyOf(commitments);
      commitments.retainAll(EnumSet.of(Commitment.MONEY, Commitment.RIGHTS));
    }
    Set<Commitment> uncovered = EnumSet.noneOf(Commitment.class);
    for (Commitment c : commitments) {
      if (!covers(consent, c)) {
        uncovered.add(c);
      }
    }
    return new ConsentDecision(uncovered.isEmpty(), commitments, uncovered);
  }

  /**
   * Whether a value the person gave ahead decides a control that commits them beyond the kinds they
   * agreed to: the person answered this very question in their own words, so the decision is
   * theirs, for this control only. The caller has found that the value's key meets the question by
   * its words ({@link Consent#decidedBy}).
   *
   * <ul>
   *   <li>Giving up a right or selling or sharing data is never decided ahead, whatever a value
   *       says: the person decides it when it is asked.
   *   <li>A lone box (no options): the value says yes ({@code Match.isYes}: "yes", "agreed", "ja",
   *       ...). That decides terms, data processing, marketing and an agreement the rules cannot
   *       name; never paying money (a box that says "I agree to pay" waits for the person, however
   *       the values answer it).
   *   <li>An option: the value's words are all in this option's text and in no other option's
   *       ("Loft Suite" names "Loft Suite · sleeps 4 · from $349" and not "Garden Room"): the person
   *       chose it by name, its price with it. A bare yes or no names no priced option: "Travel
   *       insurance": "yes" for "Add travel insurance ($29)?" waits for the person, as the box would.
   *       A value that lists several names each option one of its items names so ("Shark Senses,
   *       Plastic Ocean" for a group of workshops at £3 each).
   * </ul>
   *
   * @param key the value's key as the person wrote it
   * @param value the value the person gave for it; personal data, never logged
   * @param choice the chosen option's own text; empty for a lone box
   * @param options every option of the question, the chosen one included; empty for a lone box
   * @param uncovered what the control commits to beyond the kinds agreed ahead
   * @return whether the person's answer decides this control
   * @throws NullPointerException when an argument is null
   */
  public static boolean decidedByAnswer(String key, String value, String choice, List<String> options, Set<Commitment> uncovered) {
    requireNonNull(key, "key");
    requireNonNull(value, "value");
    requireNonNull(choice, "choice");
    requireNonNull(options, "options");
    requireNonNull(uncovered, "uncovered");
    if (uncovered.contains(Commitment.RIGHTS) || uncovered.contains(Commitment.SHARING_PERSONAL_DATA)) {
      return false;
    }
    boolean bareYesOrNo = dev.autopilot.core.match.Match.polarity(value) != 0 && wordsOf(value).size() <= 2;
    if (choice.isBlank() || options.size() == 1 && options.get(0).equals(choice)) {
      // a yes, or an answer that starts with one ("yes please"), as a box reads it; a group of
      // one box ("Home visit": "I agree to a volunteer visiting my home") is a box
      return dev.autopilot.core.match.Match.saysYes(value) && !uncovered.contains(Commitment.MONEY);
    }
    if (bareYesOrNo && uncovered.contains(Commitment.MONEY)) {
      return false;
    }
    // a value that lists several ("Shark Senses, Plastic Ocean" for a group of priced workshops)
    // names each option one of its items names alone
    return namesOnly(value, choice, options)
        || dev.autopilot.core.match.Match.listItems(value).stream().anyMatch(item -> namesOnly(item, choice, options));
  }

  /**
   * Whether every word of the value that names something is in the choice's text and not every
   * one in any other option's: words compared as one word with another ending ({@link
   * dev.autopilot.core.match.WordForms#sameWord}: "keep bees" names "keeps bees"), words that say
   * nothing of their own left out ({@link dev.autopilot.core.match.FunctionWords}: the person's
   * pronouns, articles) ("before we open" names "Before opening (+£20)"; "registered (I keep bees)"
   * names "Registered member – keeps bees (£38)").
   */
  private static boolean namesOnly(String value, String choice, List<String> options) {
    List<String> words = new ArrayList<>(wordsOf(value));
    words.removeIf(dev.autopilot.core.match.FunctionWords::is);
    if (words.isEmpty() || !dev.autopilot.core.match.WordForms.holdsAll(wordsOf(choice), words)) {
      return false;
    }
    String chosen = normalize(choice);
    for (String o : options) {
      if (!normalize(o).equals(chosen) && dev.autopilot.core.match.WordForms.holdsAll(wordsOf(o), words)) {
        return false;
      }
    }
    return true;
  }

  private static List<String> wordsOf(String text) {
    List<String> out = new ArrayList<>();
    for (String w : normalize(text).split("[^\\p{L}\\p{N}]+")) {
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /** The person as the one who speaks or is acted on: "I", "me" and their like, not "my" (a possessive names a thing: "same as my shipping address"). */
  private static final Pattern SPEAKER = words("i", "me", "myself", "i'm", "i’m", "i've", "i’ve", "i'd", "i’d", "ich", "mich", "mir", "je", "j'", "j’", "moi", "me",
      "m'", "m’", "yo",
      // Spanish says the person in the verb alone: "Quiero recibir…", "Deseo…"
      "quiero", "deseo", "prefiero", "solicito", "autorizo");
  private static final Pattern SPEAKER_AR_ZH = Pattern.compile("我|(?<![\\p{L}])(?:أنا|انا)(?![\\p{L}])");

  /**
   * Whether a control's text speaks for the person, in the first person ("Also add me to the
   * agencies' database", "I can attend every performance", "Ich möchte…"): a statement the person
   * makes by ticking it. A box the page ticked that speaks so, and that no value of the person's
   * answers, says what the person never said.
   *
   * @param text a control's text
   * @return true when "I", "me" or their like in the other languages stands in it
   * @throws NullPointerException when the text is null
   */
  public static boolean speaksForThePerson(String text) {
    requireNonNull(text, "text");
    String t = normalize(text);
    return SPEAKER.matcher(t).find() || SPEAKER_AR_ZH.matcher(t).find();
  }

  /**
   * Whether the text says agreeing, whatever to ("Agree to safety rules", "Ich stimme zu",
   * "أوافق"), in the words {@link #commitments} reads as agreeing.
   *
   * @param text a key or a control's text
   * @return true when a word of agreeing stands in it
   * @throws NullPointerException when the text is null
   */
  public static boolean agrees(String text) {
    requireNonNull(text, "text");
    String t = normalize(text);
    return AGREEING.matcher(t).find() || AGREEING_AR_ZH.matcher(t).find();
  }

  /**
   * The text without its words of agreeing ("I agree", "consent", "akzeptieren", "acepto"): what
   * is left names what is agreed to ("Consent to be contacted" leaves "to be contacted").
   *
   * @param text a key or a control's text
   * @return the text with each word of agreeing replaced by a space; the text itself when it has none
   * @throws NullPointerException when the text is null
   */
  public static String withoutAgreeing(String text) {
    requireNonNull(text, "text");
    String t = normalize(text);
    return AGREEING_AR_ZH.matcher(AGREEING.matcher(t).replaceAll(" ")).replaceAll(" ").strip();
  }

  /**
   * Whether the profile's consent covers this commitment.
   *
   * @param consent what the person agreed to ahead
   * @param commitment what a control commits to
   * @return true only when the kind may be agreed ahead and the consent agrees to it: money,
   *     rights, sharing personal data and what cannot be read are never covered
   * @throws NullPointerException when the commitment is null
   */
  public static boolean covers(Consent consent, Commitment commitment) {
    // money, rights, sharing and what cannot be read are never agreed ahead, whatever a Consent says
    return Consent.agreeableAhead(commitment) && consent.agreesTo(commitment);
  }

  /**
   * The commitments in words, for plans, events and the narrative: "paying money, giving up a right".
   *
   * @param commitments the commitments to name, in the set's order
   * @return their names joined by ", "; empty for an empty set
   */
  public static String describe(Set<Commitment> commitments) {
    return words(commitments);
  }

  static String words(Set<Commitment> commitments) {
    List<String> words = new ArrayList<>();
    for (Commitment c : commitments) {
      words.add(switch (c) {
        case TERMS -> "the application's terms";
        case DATA_PROCESSING -> "the processing of personal data";
        case MARKETING -> "marketing";
        case SHARING_PERSONAL_DATA -> "selling or sharing personal data";
        case MONEY -> "paying money";
        case RIGHTS -> "giving up a right";
        case UNREAD -> "something its rules cannot name (an agreement to an unnamed thing, or words in a script they do not read)";
      });
    }
    return String.join(", ", words);
  }

  /**
   * Whether the rules can read the text: it has no letters, some of its letters are Latin, or it
   * holds Arabic or Chinese words of agreeing, privacy, marketing or paying the rules know. Any
   * other text written only in other scripts (Cyrillic, Hebrew, ...) is not read, and a box that
   * says it commits to what its rules cannot tell ({@link Commitment#UNREAD}).
   *
   * @param text a control's text, as the page words it
   * @return false only for text with letters, none of them Latin, and no Arabic or Chinese word the
   *     rules know
   * @throws NullPointerException when the text is null
   */
  public static boolean readable(String text) {
    requireNonNull(text, "text");
    String t = normalize(text);
    if (TERMS_AR_ZH.matcher(t).find() || AGREEING_AR_ZH.matcher(t).find() || DATA_AR_ZH.matcher(t).find() || MARKETING_AR_ZH.matcher(t).find() || PAYING_AR_ZH.matcher(t).find()) {
      return true; // Arabic or Chinese the rules know
    }
    boolean letters = false;
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      i += Character.charCount(c);
      if (Character.isLetter(c)) {
        letters = true;
        if (Character.UnicodeScript.of(c) == Character.UnicodeScript.LATIN) {
          return true;
        }
      }
    }
    return !letters;
  }

  /** A money figure as a bound of a bracket: "$25,000 – $49,999", "under $25,000", "$200,000 or more". */
  private static final String FIGURE = "(?:[$€£¥₹]\\s?)?\\d[\\d,.]*\\s?(?:k|m)?(?:\\s?(?:usd|eur|gbp|[$€£¥₹]))?";
  private static final Pattern BRACKET = Pattern.compile(
      FIGURE + "\\s*(?:[-–—]|to)\\s*" + FIGURE + "|(?:under|less than|below|up to|over|more than|above)\\s+" + FIGURE + "|" + FIGURE
          + "\\s*(?:\\+|or more|and above|and over)", Pattern.CASE_INSENSITIVE);

  /**
   * Whether the text names an amount of money other than zero ("$0", "0.00 EUR" cost nothing). A
   * bracket of amounts ("$50,000 – $99,999", "under $25,000", "$1M or more") describes (an income, a
   * budget, a company's size) and charges nothing: its amounts are not counted.
   */
  private static boolean hasAmount(String raw) {
    String text = BRACKET.matcher(raw).replaceAll(" ");
    Matcher m = AMOUNT.matcher(text);
    while (m.find()) {
      for (int g = 1; g <= m.groupCount(); g++) {
        String n = m.group(g);
        if (n != null && n.chars().anyMatch(c -> c >= '1' && c <= '9')) {
          return true;
        }
      }
    }
    return false;
  }

  private static String normalize(String text) {
    String t = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    return t.replaceAll("[\\s\\u00a0]+", " ").replaceAll("[*:]+$", "").strip();
  }

  private static Pattern words(String... phrases) {
    return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + String.join("|", phrases) + ")(?![\\p{L}\\p{N}])");
  }
}
