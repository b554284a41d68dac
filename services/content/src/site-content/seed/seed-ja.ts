import type { LanguageContent } from '@portfolio/contracts';

/** The sample persona's home page in ja (the texts the web app's dictionaries carried before #19). */
export const seedJa: LanguageContent = {
  hero: {
    greeting: 'こんにちは、私は',
    role: 'TypeScript のフルスタック開発者',
    tagline:
      '最初のスケッチから本番運用まで、速くて誰にでも使いやすい Web アプリケーションを、使う人のことを第一に考えて作っています。',
    location: 'フランス・リヨン在住 · リモートワーク歓迎',
    primaryAction: '履歴書をダウンロード',
    secondaryAction: 'ゲームで遊ぶ',
  },
  presentation: {
    title: '自己紹介',
    paragraphs: [
      '十二年間、アイデアを Web プロダクトにしてきました。エネルギー網のダッシュボード、旅行者向けの予約フロー、何千人もの担当者が毎朝開く銀行業務ツールなどです。',
      '小さなチーム、明快なコード、測定できる成果が好きです。ルールが複雑なときはまずテストを書き、最適化の前には必ず計測します。',
      '仕事以外では、若手開発者のメンターを務め、地元の勉強会でアクセシビリティについて話し、このサイトにあるような小さなゲームを作っています。',
    ],
  },
  skills: {
    title: 'スキル',
    intro: '私が毎日チームにもたらせること。',
    items: [
      {
        icon: 'layout-dashboard',
        title: 'フロントエンド設計',
        description:
          '成長しても速さを保つ React アプリケーション。ルーティング、データ取得、状態管理、デザインシステム。',
      },
      {
        icon: 'server',
        title: 'API とサービス',
        description: '明確な契約を持ち、入口で検証し、障害に耐えるストレージを備えた Node.js サービス。',
      },
      {
        icon: 'rocket',
        title: 'デリバリーと運用',
        description: 'コンテナ、継続的インテグレーション、可観測性で、リリースを特別な出来事にしません。',
      },
      {
        icon: 'accessibility',
        title: 'アクセシビリティ',
        description: 'キーボード、スクリーンリーダー、400 パーセントの拡大でも使える画面を、変更のたびに確認します。',
      },
      {
        icon: 'gauge',
        title: 'Web パフォーマンス',
        description: 'JavaScript と画像の予算、遅延読み込み、そして本番で監視する Core Web Vitals。',
      },
      {
        icon: 'flask-conical',
        title: 'テスト',
        description: 'ロジックのある場所には単体テスト、人がクリックする場所には実ブラウザでのエンドツーエンドテスト。',
      },
    ],
  },
  tools: {
    title: 'ツール',
    intro: '最初に手に取り、人に教えられるほど使い込んでいるツールです。',
    groups: [
      {
        name: 'プログラミング言語',
        tools: ['TypeScript', 'JavaScript', 'SQL', 'Python'],
      },
      {
        name: 'フレームワークとライブラリ',
        tools: ['React', 'Node.js', 'Koa', 'Vite', 'Tailwind CSS'],
      },
      {
        name: 'データベース',
        tools: ['PostgreSQL', 'MongoDB', 'Redis', 'SQLite'],
      },
      {
        name: 'インフラ',
        tools: ['Docker', 'nginx', 'GitHub Actions', 'Linux'],
      },
      {
        name: '品質',
        tools: ['Vitest', 'Playwright', 'ESLint', 'axe'],
      },
    ],
  },
  companies: {
    title: '経歴',
    intro: '六つの会社、六つのまったく異なるプロダクト。',
    items: [
      {
        name: 'Nimbus Analytics',
        role: 'シニア・フルスタック開発者',
        start: '2022-03',
        end: null,
        description: '三百社が使う分析ダッシュボードを率い、読み込み時間を半分にしました。',
      },
      {
        name: 'Atelier Numérique',
        role: 'フルスタック開発者',
        start: '2019-09',
        end: '2022-02',
        description:
          '美術館や公共サービス向けの Web アプリケーションを開発し、リリースごとにアクセシビリティ監査を行いました。',
      },
      {
        name: 'Voyageo',
        role: 'フロントエンド開発者',
        start: '2017-06',
        end: '2019-08',
        description:
          '旅行スタートアップの予約フローを、オフラインでも動くプログレッシブ Web アプリとして書き直しました。',
      },
      {
        name: 'Banque Horizon',
        role: 'ソフトウェアエンジニア',
        start: '2015-10',
        end: '2017-05',
        description: '担当者向けの社内銀行ツールを、厳格なセキュリティレビューと監査証跡とともに開発しました。',
      },
      {
        name: 'GreenGrid Energy',
        role: 'Web 開発者',
        start: '2014-01',
        end: '2015-09',
        description: '太陽光発電所と風力発電所のリアルタイム監視画面を作りました。',
      },
      {
        name: 'Studio Pixelle',
        role: 'ジュニア開発者',
        start: '2012-09',
        end: '2013-12',
        description: '独立系デザイナーの Web サイトやオンラインショップで仕事を覚えました。',
      },
    ],
  },
  documentation: {
    title: '資料',
    intro: '私の仕事の進め方について、これらの資料で詳しく知ることができます。',
    items: [
      {
        key: 'resume',
        title: '履歴書',
        description: '二ページ：経歴、スキル、学歴、語学。',
        file: null,
      },
      {
        key: 'architecture',
        title: 'アーキテクチャ・ハンドブック',
        description: '長く使える Web アプリケーションを設計するために私が守っている原則。',
        file: null,
      },
      {
        key: 'case-study',
        title: '事例研究：オフラインファーストの予約',
        description: '旅行予約フローが列車や空港でも動き続けた方法。',
        file: null,
      },
    ],
  },
};
