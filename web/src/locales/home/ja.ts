import { siteTextsJa } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const ja: HomeTexts = {
  meta: {
    homeTitle: siteTextsJa.home.title,
    homeDescription: siteTextsJa.home.description,
  },
  hero: {
    greeting: 'こんにちは、私は',
    role: siteTextsJa.role,
    tagline: siteTextsJa.tagline,
    location: 'フランス・リヨン在住 · リモートワーク歓迎',
    primaryAction: '履歴書をダウンロード',
    secondaryAction: 'ゲームで遊ぶ',
  },
  presentation: {
    title: '自己紹介',
    paragraph1:
      '十二年間、アイデアを Web プロダクトにしてきました。エネルギー網のダッシュボード、旅行者向けの予約フロー、何千人もの担当者が毎朝開く銀行業務ツールなどです。',
    paragraph2:
      '小さなチーム、明快なコード、測定できる成果が好きです。ルールが複雑なときはまずテストを書き、最適化の前には必ず計測します。',
    paragraph3:
      '仕事以外では、若手開発者のメンターを務め、地元の勉強会でアクセシビリティについて話し、このサイトにあるような小さなゲームを作っています。',
  },
  skills: {
    title: 'スキル',
    intro: '私が毎日チームにもたらせること。',
    frontend: {
      title: 'フロントエンド設計',
      description:
        '成長しても速さを保つ React アプリケーション。ルーティング、データ取得、状態管理、デザインシステム。',
    },
    backend: {
      title: 'API とサービス',
      description: '明確な契約を持ち、入口で検証し、障害に耐えるストレージを備えた Node.js サービス。',
    },
    devops: {
      title: 'デリバリーと運用',
      description: 'コンテナ、継続的インテグレーション、可観測性で、リリースを特別な出来事にしません。',
    },
    accessibility: {
      title: 'アクセシビリティ',
      description: 'キーボード、スクリーンリーダー、400 パーセントの拡大でも使える画面を、変更のたびに確認します。',
    },
    performance: {
      title: 'Web パフォーマンス',
      description: 'JavaScript と画像の予算、遅延読み込み、そして本番で監視する Core Web Vitals。',
    },
    testing: {
      title: 'テスト',
      description: 'ロジックのある場所には単体テスト、人がクリックする場所には実ブラウザでのエンドツーエンドテスト。',
    },
  },
  tools: {
    title: 'ツール',
    intro: '最初に手に取り、人に教えられるほど使い込んでいるツールです。',
    languages: 'プログラミング言語',
    frameworks: 'フレームワークとライブラリ',
    data: 'データベース',
    infrastructure: 'インフラ',
    quality: '品質',
  },
  companies: {
    title: '経歴',
    intro: '六つの会社、六つのまったく異なるプロダクト。',
    present: '現在',
    company1: {
      role: 'シニア・フルスタック開発者',
      description: '三百社が使う分析ダッシュボードを率い、読み込み時間を半分にしました。',
    },
    company2: {
      role: 'フルスタック開発者',
      description:
        '美術館や公共サービス向けの Web アプリケーションを開発し、リリースごとにアクセシビリティ監査を行いました。',
    },
    company3: {
      role: 'フロントエンド開発者',
      description:
        '旅行スタートアップの予約フローを、オフラインでも動くプログレッシブ Web アプリとして書き直しました。',
    },
    company4: {
      role: 'ソフトウェアエンジニア',
      description: '担当者向けの社内銀行ツールを、厳格なセキュリティレビューと監査証跡とともに開発しました。',
    },
    company5: {
      role: 'Web 開発者',
      description: '太陽光発電所と風力発電所のリアルタイム監視画面を作りました。',
    },
    company6: {
      role: 'ジュニア開発者',
      description: '独立系デザイナーの Web サイトやオンラインショップで仕事を覚えました。',
    },
  },
  documentation: {
    title: '資料',
    intro: '私の仕事の進め方について、これらの資料で詳しく知ることができます。',
    download: 'ダウンロード',
    details: 'PDF · {{size}} · 英語',
    resume: {
      title: '履歴書',
      description: '二ページ：経歴、スキル、学歴、語学。',
    },
    architecture: {
      title: 'アーキテクチャ・ハンドブック',
      description: '長く使える Web アプリケーションを設計するために私が守っている原則。',
    },
    caseStudy: {
      title: '事例研究：オフラインファーストの予約',
      description: '旅行予約フローが列車や空港でも動き続けた方法。',
    },
  },
};

export default ja;
