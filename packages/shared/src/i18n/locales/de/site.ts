import type { Messages } from '../../catalog.ts';
import type { site as en } from '../en/site.ts';

export const site: Messages<typeof en> = {
  meta: {
    helpTitle: 'Hilfe und Kontakt · Brandloom',
    helpDescription:
      'Antworten zu Credits, Tarifen, Brand-Kits, Formaten, Downloads und Datenschutz – und ein Formular für alles Weitere.',
    compareTitle: 'Brandloom vs. {tool}: ein ehrlicher Vergleich',
    compareDescription:
      'Wie sich Brandloom und {tool} bei Preismodell, Markenumsetzung, Text im Bild, Video und Selbst-Hosting unterscheiden – mit Quellen.',
    generatorsTitle: 'KI-Werbegeneratoren im Vergleich: worauf du vor der Wahl achten solltest',
    generatorsDescription:
      'Eine Checkliste für den Vergleich von KI-Tools für Werbemittel: Kosten pro nutzbarem Motiv, Markenkontrolle, exakter Text und wo deine Daten liegen.',
    feedTitle: 'Brandloom-Blog',
  },
  blog: {
    categories: {
      guides: 'Leitfäden',
      copywriting: 'Texten',
      'brand-kit': 'Brand-Kit',
      testing: 'Testen',
      video: 'Video',
      planning: 'Planung',
    },
    related: 'Weiterlesen',
    inEnglish: 'Auf Englisch',
    translationsNote: 'Noch nicht übersetzte Artikel erscheinen auf Englisch.',
    feed: 'Abonnieren (Atom-Feed)',
    draft: 'Entwurf',
    previewOn: 'Vorschaumodus: Entwürfe werden angezeigt.',
    previewStaging: 'Vorschaumodus mit der Staging-Quelle: Entwürfe werden angezeigt.',
    previewExit: 'Vorschau beenden',
  },
  help: {
    eyebrow: 'Hilfe-Center',
    title: 'Wie können wir helfen?',
    subtitle: 'Kurze Antworten auf die häufigsten Fragen. Steht deine nicht dabei, schreib uns unten.',
    topics: {
      credits: {
        title: 'Credits',
        q1: 'Was ist ein Credit?',
        a1: 'Mit Credits bezahlst du die Generierung. Ein Bild kostet 2 Credits in niedriger Qualität, 6 in mittlerer, 18 in hoher und 14 bei „Auto“; ein Video kostet je nach Modell und Länge 24 bis 200 Credits. Die Kosten stehen vor dem Generieren auf dem Button.',
        q2: 'Was passiert mit Credits, wenn ein Motiv fehlschlägt?',
        a2: 'Credits werden beim Einreihen eines Motivs reserviert und automatisch zurückgebucht, wenn es fehlschlägt oder von der Inhaltsmoderation blockiert wird. Jede Abbuchung und Erstattung steht unter Einstellungen → Credits.',
        q3: 'Wann werden meine monatlichen Credits aufgefüllt?',
        a3: 'Jeden Monat am Tag und zur Uhrzeit, an dem dein Tarif begonnen hat. Gekaufte Credit-Pakete kommen obendrauf und werden nach dem Monatskontingent verbraucht.',
      },
      plans: {
        title: 'Tarife und Abrechnung',
        q1: 'Welche Tarife gibt es?',
        a1: 'Free (50 Credits im Monat, niedrige Qualität), Plus (200 Credits im Monat, niedrige und mittlere Qualität, eigene Stile) und Flex (ein selbst gewähltes Monatsvolumen bis 3.500 Credits, jede Qualität und unbegrenzt viele Marken).',
        q2: 'Kann ich meinen Tarif ändern oder kündigen?',
        a2: 'Ja, auf der Abo-Seite in der App. Upgrades gelten sofort; Downgrades und Kündigungen greifen zum Ende des Zeitraums, bis dahin behältst du deinen Tarif. Eine vorgemerkte Kündigung lässt sich mit „Abo behalten“ zurücknehmen.',
      },
      brandKit: {
        title: 'Brand-Kit',
        q1: 'Was gehört zu einer Marke?',
        a1: 'Ein Name, deine Website, ein kurzes Briefing, Farben, Schriften, Logos und Icons. Jedes Motiv, das mit der Marke entsteht, verwendet sie.',
        q2: 'Sind Logo und Text wirklich exakt?',
        a2: 'Ja. Das Logo wird aus deiner eigenen Datei gesetzt, Headline, Unterzeile und Button setzt unser Renderer in deinen Schriften – das Logo ist pixelgenau und der Text so geschrieben, wie du ihn eingibst.',
        q3: 'Kann die Marke aus meiner Website befüllt werden?',
        a3: 'Ja: Gib deine Adresse ein, und der Website-Scan schlägt Name, Farben, Schriften und Logo vor, die du vor dem Speichern prüfst. Bilder von deiner Website zu importieren erfordert einen bezahlten Tarif.',
      },
      formats: {
        title: 'Formate',
        q1: 'Welche Größen kann ich erstellen?',
        a1: 'Bilder in 1:1, 2:3 und 3:2, Videos in 16:9 und 9:16. Der Formatfinder in der App macht aus Plattform und Platzierung das passende Seitenverhältnis.',
        q2: 'Kann jeder Videos erstellen?',
        a2: 'Video ist in der offenen Beta. Ein Video entsteht aus einem deiner Motive oder einem Upload und wird mit der Kamerabewegung animiert, die du beschreibst.',
      },
      downloads: {
        title: 'Downloads',
        q1: 'In welchen Dateiformaten kann ich herunterladen?',
        a1: 'JPG, PNG oder WebP, in voller Größe, 50 % oder 25 %. Videos werden als MP4 geladen.',
        q2: 'Darf ich die Motive in bezahlten Anzeigen verwenden?',
        a2: 'Ja, deine Motive darfst du in deiner Werbung verwenden. Achte darauf, dass du auch die Fotos und Logos verwenden darfst, die du hochlädst.',
      },
      privacy: {
        title: 'Datenschutz',
        q1: 'Wer sieht meine Motive?',
        a1: 'Nur du – es sei denn, du schaltest in den Einstellungen die Veröffentlichung im Explore-Feed ein.',
        q2: 'Kann ich mein Konto löschen?',
        a2: 'Ja, unter Einstellungen → Konto. Konto, Motive, Uploads und Marken werden entfernt, ein aktives Abo wird gekündigt.',
        q3: 'Verfolgt ihr Besucher?',
        a3: 'Die öffentlichen Seiten setzen keine Tracking-Cookies und laden nichts von Dritten. Was wir speichern, steht in der Datenschutzerklärung.',
      },
    },
  },
  contact: {
    title: 'Kontakt',
    intro: 'Schreib uns – wir antworten per E-Mail, meist innerhalb von zwei Werktagen.',
    name: 'Name',
    email: 'E-Mail',
    topic: 'Thema',
    topics: {
      general: 'Allgemeine Frage',
      billing: 'Tarife und Abrechnung',
      technical: 'Etwas funktioniert nicht',
      privacy: 'Datenschutz und Daten',
      partnership: 'Partnerschaften und Presse',
    },
    message: 'Nachricht',
    messageHint: 'Mindestens 10 Zeichen.',
    website: 'Dieses Feld leer lassen',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
    sentTitle: 'Danke, deine Nachricht ist unterwegs.',
    sentBody: 'Wir antworten an {email}.',
    sendAnother: 'Weitere Nachricht senden',
    privacyNote: 'Name und E-Mail-Adresse verwenden wir nur, um auf diese Nachricht zu antworten.',
    failed: 'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es noch einmal.',
    emailSubject: 'Kontaktformular: {topic} — {name}',
    emailIntro: '{name} <{email}> hat über das Kontaktformular geschrieben ({language}):',
  },
  compare: {
    eyebrow: 'Vergleich',
    title: 'Brandloom vs. {tool}',
    intro:
      'Beide helfen dir, Werbemittel zu erstellen. Diese Seite zeigt die Unterschiede – nur mit dem, was das jeweilige Produkt öffentlich angibt. Wo wir keine öffentliche Angabe gefunden haben, steht das in der Zelle.',
    checked: 'Quellen gelesen am {date}. Produkte ändern sich: Prüfe die Quellen, bevor du entscheidest.',
    feature: 'Was',
    us: 'Brandloom',
    sources: 'Quellen',
    ourSource: 'Brandloom: die Hilfeseite dieser Website und die Dokumentation des Produkts.',
    notStated: 'In den geprüften Quellen nicht angegeben',
    differentTitle: 'Was wir anders machen',
    different: {
      brandLayer:
        'Eine Markenebene, die offline arbeitet: Logo, Farben und Schriften setzt unser eigener Renderer, kein Modell errät sie.',
      exact:
        'Exaktes Logo und exakter Text: Das Logo kommt aus deiner Datei, der Text wird in deinen Schriften gesetzt, genau wie geschrieben.',
      selfHost:
        'Selbst-Hosting: Das ganze Produkt läuft mit zwei Befehlen auf deinem eigenen Server, ohne Konto bei Dritten.',
      credits:
        'Ehrliche Credits: Die Kosten siehst du vor dem Generieren, fehlgeschlagene oder blockierte Motive werden automatisch erstattet.',
    },
    others: 'Weitere Vergleiche',
    cta: 'Brandloom kostenlos testen',
    rows: {
      pricing: 'Preismodell',
      free: 'Kostenloser Tarif oder Test',
      output: 'Kosten eines Ergebnisses',
      brand: 'Brand-Kit',
      text: 'Text im Motiv',
      formats: 'Weitere Größen',
      video: 'Video',
      hosting: 'Wo es läuft',
      failed: 'Fehlgeschlagene Generierungen',
    },
    brandloom: {
      pricing: 'Tarife mit monatlichen Credits: Plus 200, Flex ein selbst gewähltes Volumen bis 3.500.',
      free: 'Free-Tarif: 50 Credits im Monat.',
      output: 'Bild 2, 6, 18 oder 14 Credits je nach Qualität; Video 24 bis 200 Credits.',
      brand: 'Farben, Schriften, Logos, Icons und Tonalität pro Marke; befüllt per Website-Scan.',
      text: 'Von unserem Renderer in deinen Schriften gesetzt, exakt wie geschrieben.',
      formats: 'Jedes Seitenverhältnis mit eigenem Layout: Bilder 1:1, 2:3, 3:2.',
      video: 'Offene Beta: 16:9 und 9:16 aus einem Motiv oder Upload.',
      hosting: 'Gehostet oder auf deinem eigenen Server (selbst gehostet, funktioniert offline).',
      failed: 'Credits automatisch zurückgebucht; jede Abbuchung und Erstattung einsehbar.',
    },
    tools: {
      canva: {
        summary:
          'Canva ist eine allgemeine Design-Plattform mit Vorlagen für viele Arten von Gestaltung; Brandloom ist nur für Werbemittel aus einem Prompt gemacht.',
        pricing: 'Abo-Tarife; manche Funktionen erfordern einen Premium-Tarif wie Canva Pro.',
        free: 'Es gibt einen Tarif „Canva Free“.',
        brand: 'Brand-Kits werden im Marken-Tab eingerichtet (Teams).',
        formats:
          'Ein Design in andere Größen umzuwandeln ist eine Premium-Funktion; kostenlose Tarife erhalten ein begrenztes Testkontingent.',
      },
      'adcreative-ai': {
        summary:
          'AdCreative.ai erzeugt Werbemittel aus deiner Marke und deinem Produkt; die Tarife werden in Credits pro Monat bemessen.',
        pricing: 'Abo mit Credits pro Monat; der Starter-Tarif nennt 20 Credits im Monat.',
        free: 'Ein 7-tägiger kostenloser Test mit 20 Credits.',
      },
      'predis-ai': {
        summary:
          'Predis.ai erzeugt Social-Posts, Werbemittel und Videos; die Tarife enthalten eine monatliche Zahl an Credits.',
        pricing:
          'Monatliche Credits je Tarif: Core 1.300, Rise 3.200, Enterprise+ 10.000; keine Übertragung.',
        output: 'Werbemittel oder Social-Bildpost: 20 Credits pro Bild (E-Commerce-Produktmotiv: 25).',
        video: 'Standardvideo: 140 Credits pro 10 Sekunden.',
      },
      creatify: {
        summary:
          'Creatify konzentriert sich auf Videoanzeigen, auch mit KI-Avataren und Produktvideos; die Generierung wird in Credits abgerechnet.',
        pricing: 'Abo mit monatlichen Credits; API-Tarife werden separat aufgeführt.',
        output:
          'KI-Videoanzeigen und Avatar-Videos: 5 Credits pro 15 Sekunden; die Kosten werden vor dem Rendern angezeigt.',
        video: 'Video ist das Kernprodukt: Videoanzeigen, Avatar-Videos, kurze Clips und Produktvideos.',
      },
    },
    generators: {
      title: 'KI-Werbegeneratoren: worauf du vor der Wahl achten solltest',
      intro:
        'In Demos sehen KI-Werbetools ähnlich aus. Die Unterschiede, die zählen, zeigen sich in der fünften Nutzungswoche: was ein nutzbares Motiv wirklich kostet, ob die Marke erhalten bleibt und wo deine Dateien liegen. Stell diese Fragen jedem Tool – auch unserem.',
      checklistTitle: 'Fragen, die du stellen solltest',
      questions: {
        cost: 'Was kostet ein nutzbares Motiv – mit allen Versuchen und Korrekturen, nicht nur eine Generierung?',
        brand: 'Werden Logo, Farben und Schriften exakt übernommen oder vom Modell nachempfunden?',
        text: 'Steht die Headline genau so im Bild, wie du sie geschrieben hast, in deiner Schrift?',
        formats: 'Bekommt jedes Format ein eigenes Layout, oder wird ein Bild zugeschnitten?',
        failed: 'Werden fehlgeschlagene oder blockierte Generierungen berechnet?',
        data: 'Wo liegen deine Markendateien und Motive, und kannst du es selbst betreiben?',
      },
      answerTitle: 'Wie Brandloom antwortet',
    },
  },
  landing: {
    chat: {
      eyebrow: 'Vom Chat zum Creative',
      title: 'Schreib das Briefing wie eine Nachricht. Die Anzeigen kommen zurück.',
      body: 'Sag, was du startest, wo es laufen soll und wie es wirken soll. Brandloom liest das Briefing, schreibt die Texte in der Sprache, in der du schreibst, und gestaltet jedes Format eigens – statt ein Bild dreimal zuzuschneiden.',
      you: 'Du',
      assistant: 'Brandloom',
      reply:
        'Drei Creatives für {brand}: ein Feed-Post, eine Story und ein Banner, in den Farben, Schriften und dem Logo der Marke.',
      formats: {
        square: 'Feed-Post · 1:1',
        portrait: 'Story · 2:3',
        landscape: 'Banner · 3:2',
      },
      alt: 'Anzeige von Brandloom für {brand}: „{headline}“',
      note: 'Diese Creatives hat der Renderer von Brandloom beim Bauen dieser Seite aus dem Prompt oben erstellt. Nichts wurde nachbearbeitet.',
    },
    brands: {
      eyebrow: 'Für Marken gemacht',
      title: 'Dein Brand-Kit, exakt umgesetzt. Jedes Mal.',
      body: 'Bildmodelle raten bei Logos und verschreiben sich in Headlines. Brandloom überlässt das keinem Modell: Dein Logo wird aus deiner eigenen Datei gesetzt und deine Texte in deinen Schriften von unserem Renderer.',
      points: {
        kit: {
          title: 'Ein Brand-Kit',
          body: 'Name, Website, ein kurzes Briefing, Farben, Schriften, Logos für helle und dunkle Flächen und deine Tonalität. Jedes Creative mit der Marke nutzt sie.',
        },
        scan: {
          title: 'Aus deiner Website ausgefüllt',
          body: 'Gib deine Adresse ein, und der Website-Scan schlägt Name, Farben, Schriften und Logo vor. Du prüfst alles, bevor etwas gespeichert wird.',
        },
        exact: {
          title: 'Logo und Schriften bleiben exakt',
          body: 'Das Logo ist pixelgenau, und Headline, Unterzeile und Button stehen so da, wie du sie geschrieben hast – in deinen Schriften.',
        },
      },
      kitTitle: 'Brand-Kit',
      kitAlt:
        'Brand-Kit von {brand}: das Logo, vier Markenfarben und ein Muster der Überschrift- und Textschrift',
      colours: 'Farben',
      fonts: 'Schriften',
      headingFont: 'Überschriften:',
      bodyFont: 'Fließtext:',
      creativeAlt:
        'Eine Angebotsanzeige für {brand} mit eigenem Logo, eigenen Farben und Schriften: „{headline}“',
      sample:
        '{brand} ist eine Beispielmarke. Ihr Creative entstand beim Bauen dieser Seite aus einem einzeiligen Angebot.',
    },
    video: {
      eyebrow: 'Video-Creatives · offene Beta',
      title: 'Mach aus einem fertigen Creative ein kurzes Video.',
      body: 'Wähle ein Creative oder einen Upload und beschreibe die Bewegung: eine langsame Fahrt hinein, ein Schwenk, die Headline, die nach oben gleitet. Der Animator hält Text, Button und Logo auf eigenen Ebenen, damit die Worte scharf bleiben, während sich das Bild bewegt.',
      points: {
        formats: 'Hochformat 9:16 für Storys und Reels, Querformat 16:9 für Feeds und Videoplätze.',
        credits:
          'Die Kosten in Credits siehst du vor dem Start; ein fehlgeschlagenes Video gibt seine Credits zurück.',
        download: 'Als MP4 herunterladen und überall hochladen, wo du wirbst.',
      },
      clipLabel: 'Ein Video-Creative aus dem Angebot von {brand} oben',
    },
    intro: {
      eyebrow: 'So sieht es aus',
      title: 'Von der Registrierung bis zum heruntergeladenen Video in einem Durchgang',
      body: 'Eine Bildschirmaufnahme des Produkts in einem Durchgang, nur die Wartezeiten beim Rendern sind gekürzt: registrieren, einen Prompt schreiben, Creatives erhalten, eines animieren und das Ergebnis herunterladen.',
      videoLabel:
        'Bildschirmaufnahme von Brandloom: registrieren, Prompt schreiben, Creatives erhalten, Video erstellen, herunterladen',
    },
    faq: {
      title: 'Fragen und Antworten',
      subtitle: 'Mehr im Hilfe-Center.',
      helpLink: 'Zum Hilfe-Center',
      q1: 'Was ist anders als bei einem Bildmodell?',
      a1: 'Ein Modell darf die Szene malen, aber dein Logo wird aus deiner eigenen Datei eingesetzt und der Text von unserem Renderer in deinen Schriften gesetzt. So ist das Logo nie verzerrt und die Headline genau so geschrieben, wie du sie angegeben hast.',
      q2: 'Brauche ich ein Designprogramm oder einen Designer?',
      a2: 'Nein. Du beschreibst die Kampagne im Chat und bekommst fertige Anzeigen in 1:1, 2:3 und 3:2. Willst du eine anpassen, findest du Bildeditor und Varianten am selben Ort.',
      q3: 'Was kostet das?',
      a3: 'Free enthält jeden Monat 50 Credits und braucht keine Karte. Ein Bild kostet 2 Credits in niedriger Qualität und bis zu 18 in hoher; die Kosten stehen vor dem Generieren auf dem Button. Plus und Flex bringen mehr Credits, Qualitätsstufen und Marken.',
      q4: 'Was passiert mit meinen Credits, wenn ein Creative fehlschlägt?',
      a4: 'Sie werden reserviert, wenn das Creative in die Warteschlange kommt, und automatisch zurückgegeben, wenn es fehlschlägt oder blockiert wird. Jede Ausgabe und Erstattung steht in deinen Einstellungen.',
      q5: 'In welchen Sprachen können die Anzeigen sein?',
      a5: 'Englisch, Deutsch, Französisch und Spanisch. Die Texte entstehen in der Sprache deines Prompts oder deiner Marke.',
      q6: 'Darf ich die Creatives in bezahlten Anzeigen nutzen?',
      a6: 'Ja, deine Creatives darfst du für deine Werbung nutzen. Achte darauf, dass du auch die Fotos und Logos, die du hochlädst, verwenden darfst.',
      q7: 'Kann ich Brandloom auf eigenen Servern betreiben?',
      a7: 'Ja. Brandloom ist ein selbst hostbares Produkt: Es läuft mit eingebetteter Datenbank und Renderer auf einem Rechner oder mit Postgres und S3-kompatiblem Speicher, wenn du wächst.',
    },
  },
};
