import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in de (the texts the web app's dictionaries carried before #19). */
export const seedDe: LanguageContent = {
  hero: {
    greeting: 'Hallo, ich bin',
    role: 'Full-Stack-Entwicklerin für TypeScript',
    tagline:
      'Ich baue schnelle, barrierefreie Webanwendungen, von der ersten Skizze bis in die Produktion, und denke dabei an die Menschen, die sie nutzen.',
    location: 'Wohnhaft in Lyon, Frankreich · offen für Remote-Arbeit',
    primaryAction: 'Lebenslauf herunterladen',
    secondaryAction: 'Ein Spiel spielen',
  },
  presentation: {
    title: 'Über mich',
    paragraphs: [
      'Seit zwölf Jahren mache ich aus Ideen Webprodukte: Dashboards für Energienetze, Buchungsstrecken für Reisende, Bankwerkzeuge, die Tausende Beraterinnen und Berater jeden Morgen öffnen.',
      'Ich mag kleine Teams, klaren Code und messbare Ergebnisse. Bei kniffligen Regeln schreibe ich zuerst die Tests, und ich messe, bevor ich optimiere.',
      'Außerhalb der Arbeit begleite ich Berufseinsteiger, spreche auf lokalen Meetups über Barrierefreiheit und baue kleine Spiele wie die auf dieser Website.',
    ],
  },
  skills: {
    title: 'Fähigkeiten',
    intro: 'Was ich einem Team Tag für Tag mitbringe.',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'Frontend-Architektur',
        description:
          'React-Anwendungen, die auch beim Wachsen schnell bleiben: Routing, Datenabruf, Zustand und Designsysteme.',
      },
      {
        icon: 'server',
        title: 'APIs und Dienste',
        description:
          'Node.js-Dienste mit klaren Verträgen, Validierung an der Grenze und einer Datenhaltung, die Ausfälle übersteht.',
      },
      {
        icon: 'rocket',
        title: 'Auslieferung und Betrieb',
        description:
          'Container, kontinuierliche Integration und Beobachtbarkeit, damit jedes Deployment zur Routine wird.',
      },
      {
        icon: 'accessibility',
        title: 'Barrierefreiheit',
        description:
          'Oberflächen, die mit Tastatur, Screenreader oder 400 Prozent Zoom funktionieren, bei jeder Änderung geprüft.',
      },
      {
        icon: 'gauge',
        title: 'Web-Performance',
        description:
          'Budgets für JavaScript und Bilder, verzögertes Laden und Core Web Vitals, die im Betrieb überwacht werden.',
      },
      {
        icon: 'flask-conical',
        title: 'Testen',
        description:
          'Unit-Tests dort, wo die Logik lebt, End-to-End-Tests in einem echten Browser dort, wo Menschen klicken.',
      },
    ],
  },
  tools: {
    title: 'Werkzeuge',
    intro: 'Die Werkzeuge, zu denen ich zuerst greife und die ich gut genug kenne, um sie zu lehren.',
    groups: [
      {
        name: 'Sprachen',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'Frameworks und Bibliotheken',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'Datenbanken',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'Infrastruktur',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: 'Qualität',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: 'Berufserfahrung',
    intro: 'Sechs Unternehmen, sechs sehr unterschiedliche Produkte.',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'Senior-Full-Stack-Entwicklerin',
        start: '2022-03',
        end: null,
        description: 'Verantwortet das Analyse-Dashboard, das dreihundert Kunden nutzen; hat seine Ladezeit halbiert.',
      },
      {
        name: 'Atelier Numérique',
        role: 'Full-Stack-Entwicklerin',
        start: '2019-09',
        end: '2022-02',
        description:
          'Hat maßgeschneiderte Webanwendungen für Museen und öffentliche Einrichtungen gebaut, mit einer Barrierefreiheitsprüfung bei jedem Release.',
      },
      {
        name: 'Voyageo',
        role: 'Frontend-Entwicklerin',
        start: '2017-06',
        end: '2019-08',
        description:
          'Hat die Buchungsstrecke eines Reise-Start-ups als Progressive Web App neu geschrieben, die auch offline funktioniert.',
      },
      {
        name: 'Banque Horizon',
        role: 'Softwareingenieurin',
        start: '2015-10',
        end: '2017-05',
        description:
          'Hat interne Bankwerkzeuge für Berater entwickelt, mit strengen Sicherheitsprüfungen und lückenloser Nachvollziehbarkeit.',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Webentwicklerin',
        start: '2014-01',
        end: '2015-09',
        description: 'Hat Echtzeit-Überwachungsansichten für Solar- und Windparks erstellt.',
      },
      {
        name: 'Studio Pixelle',
        role: 'Junior-Entwicklerin',
        start: '2012-09',
        end: '2013-12',
        description: 'Hat das Handwerk mit Websites und Onlineshops für unabhängige Designer gelernt.',
      },
    ],
  },
  documentation: {
    title: 'Dokumente',
    intro: 'Laden Sie diese Dokumente herunter, um mehr über meine Arbeitsweise zu erfahren.',
    items: [
      {
        key: 'resume',
        title: 'Lebenslauf',
        description: 'Zwei Seiten: Erfahrung, Fähigkeiten, Ausbildung und Sprachen.',
        file: null,
      },
      {
        key: 'architecture',
        title: 'Architektur-Handbuch',
        description: 'Die Prinzipien, nach denen ich langlebige Webanwendungen entwerfe.',
        file: null,
      },
      {
        key: 'case-study',
        title: 'Fallstudie: Buchen ohne Verbindung',
        description: 'Wie eine Reisebuchung in Zügen und an Flughäfen weiter funktionierte.',
        file: null,
      },
    ],
  },
};
