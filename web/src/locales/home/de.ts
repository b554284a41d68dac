import { siteTextsDe } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const de: HomeTexts = {
  meta: {
    homeTitle: siteTextsDe.home.title,
    homeDescription: siteTextsDe.home.description,
  },
  hero: {
    greeting: 'Hallo, ich bin',
    role: siteTextsDe.role,
    tagline: siteTextsDe.tagline,
    location: 'Wohnhaft in Lyon, Frankreich · offen für Remote-Arbeit',
    primaryAction: 'Lebenslauf herunterladen',
    secondaryAction: 'Ein Spiel spielen',
  },
  presentation: {
    title: 'Über mich',
    paragraph1:
      'Seit zwölf Jahren mache ich aus Ideen Webprodukte: Dashboards für Energienetze, Buchungsstrecken für Reisende, Bankwerkzeuge, die Tausende Beraterinnen und Berater jeden Morgen öffnen.',
    paragraph2:
      'Ich mag kleine Teams, klaren Code und messbare Ergebnisse. Bei kniffligen Regeln schreibe ich zuerst die Tests, und ich messe, bevor ich optimiere.',
    paragraph3:
      'Außerhalb der Arbeit begleite ich Berufseinsteiger, spreche auf lokalen Meetups über Barrierefreiheit und baue kleine Spiele wie die auf dieser Website.',
  },
  skills: {
    title: 'Fähigkeiten',
    intro: 'Was ich einem Team Tag für Tag mitbringe.',
    frontend: {
      title: 'Frontend-Architektur',
      description:
        'React-Anwendungen, die auch beim Wachsen schnell bleiben: Routing, Datenabruf, Zustand und Designsysteme.',
    },
    backend: {
      title: 'APIs und Dienste',
      description:
        'Node.js-Dienste mit klaren Verträgen, Validierung an der Grenze und einer Datenhaltung, die Ausfälle übersteht.',
    },
    devops: {
      title: 'Auslieferung und Betrieb',
      description:
        'Container, kontinuierliche Integration und Beobachtbarkeit, damit jedes Deployment zur Routine wird.',
    },
    accessibility: {
      title: 'Barrierefreiheit',
      description:
        'Oberflächen, die mit Tastatur, Screenreader oder 400 Prozent Zoom funktionieren, bei jeder Änderung geprüft.',
    },
    performance: {
      title: 'Web-Performance',
      description:
        'Budgets für JavaScript und Bilder, verzögertes Laden und Core Web Vitals, die im Betrieb überwacht werden.',
    },
    testing: {
      title: 'Testen',
      description:
        'Unit-Tests dort, wo die Logik lebt, End-to-End-Tests in einem echten Browser dort, wo Menschen klicken.',
    },
  },
  tools: {
    title: 'Werkzeuge',
    intro: 'Die Werkzeuge, zu denen ich zuerst greife und die ich gut genug kenne, um sie zu lehren.',
    languages: 'Sprachen',
    frameworks: 'Frameworks und Bibliotheken',
    data: 'Datenbanken',
    infrastructure: 'Infrastruktur',
    quality: 'Qualität',
  },
  companies: {
    title: 'Berufserfahrung',
    intro: 'Sechs Unternehmen, sechs sehr unterschiedliche Produkte.',
    present: 'heute',
    company1: {
      role: 'Senior-Full-Stack-Entwicklerin',
      description: 'Verantwortet das Analyse-Dashboard, das dreihundert Kunden nutzen; hat seine Ladezeit halbiert.',
    },
    company2: {
      role: 'Full-Stack-Entwicklerin',
      description:
        'Hat maßgeschneiderte Webanwendungen für Museen und öffentliche Einrichtungen gebaut, mit einer Barrierefreiheitsprüfung bei jedem Release.',
    },
    company3: {
      role: 'Frontend-Entwicklerin',
      description:
        'Hat die Buchungsstrecke eines Reise-Start-ups als Progressive Web App neu geschrieben, die auch offline funktioniert.',
    },
    company4: {
      role: 'Softwareingenieurin',
      description:
        'Hat interne Bankwerkzeuge für Berater entwickelt, mit strengen Sicherheitsprüfungen und lückenloser Nachvollziehbarkeit.',
    },
    company5: {
      role: 'Webentwicklerin',
      description: 'Hat Echtzeit-Überwachungsansichten für Solar- und Windparks erstellt.',
    },
    company6: {
      role: 'Junior-Entwicklerin',
      description: 'Hat das Handwerk mit Websites und Onlineshops für unabhängige Designer gelernt.',
    },
  },
  documentation: {
    title: 'Dokumente',
    intro: 'Laden Sie diese Dokumente herunter, um mehr über meine Arbeitsweise zu erfahren.',
    download: 'Herunterladen',
    details: 'PDF · {{size}} · auf Englisch',
    resume: {
      title: 'Lebenslauf',
      description: 'Zwei Seiten: Erfahrung, Fähigkeiten, Ausbildung und Sprachen.',
    },
    architecture: {
      title: 'Architektur-Handbuch',
      description: 'Die Prinzipien, nach denen ich langlebige Webanwendungen entwerfe.',
    },
    caseStudy: {
      title: 'Fallstudie: Buchen ohne Verbindung',
      description: 'Wie eine Reisebuchung in Zügen und an Flughäfen weiter funktionierte.',
    },
  },
};

export default de;
