import type { ArenaSeed } from "../types";

/**
 * The Global arena: its learning modules, assessment categories and group projects. Amounts
 * and rules that can change are phrased so they stay true, and point learners to the institution that
 * publishes the current figure.
 */
export const GLOBAL: ArenaSeed = {
  modules: [
    {
      id: "global-exporting-basics",
      scope: "global",
      title: "Exporting Basics: Incoterms, Registration and Export Support",
      summary:
        "Prepare to sell physical goods overseas: registering as an exporter with SARS, agreeing delivery terms with Incoterms, and finding export support.",
      minutes: 40,
      lesson: [
        {
          heading: "Are you ready to export?",
          body: "Exporting is not just selling further away. Overseas buyers expect consistent quality, reliable volumes, compliance with their country's product standards and labelling, and professional paperwork. Before your first shipment, check that you can fill a larger order without neglecting local customers, that your product is allowed into the target country, and that your price still works after freight, duties and fees. Start with one market and one product, and use the experience to build systems you can repeat.",
        },
        {
          heading: "Registering with SARS Customs",
          body: "Businesses that export goods from South Africa must register with SARS Customs as exporters, which gives them a customs client number to use on export declarations. The declaration, usually submitted by a clearing agent, tells customs what is leaving the country, its value, its tariff classification and its destination. Exported goods are generally zero-rated for VAT if you keep the required proof of export. Under exchange control rules, export proceeds must come into South Africa through an authorised dealer, normally your bank, within the required time. Check the current rules with SARS and your bank.",
        },
        {
          heading: "Incoterms: who pays for what",
          body: "Incoterms are standard trade terms published by the International Chamber of Commerce. They define exactly where the seller's responsibility for the goods, costs and risk ends and the buyer's begins. Under EXW, Ex Works, the buyer collects from your premises and handles almost everything. Under FOB, Free On Board, you deliver the goods on board the ship at a South African port. Under DDP, Delivered Duty Paid, you carry all costs and risk to the buyer's door, including import duties. Always state the term, the named place and the Incoterms edition, for example FOB Durban.",
        },
        {
          heading: "Export support and risk",
          body: "South African exporters can find support in several places. The Department of Trade, Industry and Competition runs export incentives and helps exporters attend international trade fairs, and sector export councils offer advice and contacts. The Export Credit Insurance Corporation of South Africa insures some export risks. Protect yourself against non-payment by asking new buyers for advance payment or, for large orders, using a letter of credit through your bank. Check a buyer thoroughly before giving credit, and insure goods in transit in line with your Incoterm.",
        },
      ],
      keyIdeas: [
        "Exporting needs consistent quality, capacity and paperwork, not just a buyer.",
        "Register with SARS Customs as an exporter before your first shipment.",
        "Incoterms define where the seller's costs and risk end and the buyer's begin.",
        "Always state the Incoterm with a named place, such as FOB Durban.",
        "Use advance payment or a letter of credit with new overseas buyers.",
      ],
      lab: {
        title: "Quote your first export order",
        steps: [
          "Choose one product and one overseas market, and check whether the product needs any special certification or labelling there.",
          "Calculate your ex-works price per unit, including packaging suitable for export.",
          "Estimate the extra costs of delivering to a South African port and then to the buyer's door, using freight forwarder quotes or published estimates.",
          "Prepare three prices for the same order under EXW, FOB and DDP, and note which risks you carry under each.",
          "Choose the Incoterm and payment method you would offer a new buyer, and write one paragraph explaining your choice.",
        ],
      },
      debate: {
        motion: "A small South African exporter should always quote EXW or FOB rather than DDP.",
        for: [
          "EXW and FOB keep the seller's risk and cost inside South Africa, where the seller knows the system.",
          "Foreign import duties and taxes are hard for a small business to predict and could erase the margin.",
          "Buyers with their own freight forwarders often get better shipping rates than a small seller can.",
        ],
        against: [
          "Many smaller overseas buyers want a single delivered price and will choose suppliers who offer DDP.",
          "Controlling delivery to the door lets the exporter protect product quality and the customer experience.",
          "Quoting only EXW can make a new supplier look inexperienced beside competitors who handle logistics.",
        ],
      },
    },
    {
      id: "global-selling-digital-products",
      scope: "global",
      title: "Building Digital Products and Selling Online Internationally",
      summary:
        "Turn your skills into digital products and services that sell worldwide, and handle pricing, payments, tax and support from South Africa.",
      minutes: 35,
      lesson: [
        {
          heading: "Why digital travels well",
          body: "Digital products such as software, apps, online courses, templates, music, design assets and remote services can be sold anywhere without shipping, customs or border delays. A South African developer, designer or tutor can serve customers in Europe, North America or elsewhere in Africa from a laptop. Making one more copy costs almost nothing, so margins can be high once the product is built. The challenges are different: competition is global, trust is harder to win online, and customers expect professional quality and support.",
        },
        {
          heading: "Finding a niche and validating it",
          body: "Global competition means you need a clear niche: a specific customer with a specific problem you understand well. South African founders often have an edge in areas such as mobile-first design, low-data products, emerging-market payments, African languages, or working hours that overlap with Europe. Before building, validate demand: describe the product on a simple landing page, talk to potential customers in online communities, and ask them to pre-order or join a waiting list. Build the smallest version that solves the problem, then improve it with real feedback.",
        },
        {
          heading: "Getting paid from abroad",
          body: "You need a way for international customers to pay and for the money to reach your South African bank account. Options include global marketplaces that handle payment for you, international payment platforms, and payment gateways that accept foreign cards. Check which services support South African businesses and payouts, and compare currency conversion fees, which can take a noticeable share of each sale. Foreign income is converted through your bank under exchange control rules. Price in the currency your customers use, often US dollars, euros or pounds, and watch the exchange rate.",
        },
        {
          heading: "Tax, terms and support",
          body: "Income from foreign customers is still taxable in South Africa for South African residents, so keep records of every sale and fee. Some countries require foreign sellers of digital services to register for their own VAT or sales tax, and some marketplaces collect these taxes for you, so check the rules in your main markets. Publish clear terms of service, a privacy policy and a refund policy, and respect data protection laws such as POPIA and, for customers in Europe, the General Data Protection Regulation. Fast, friendly support earns the reviews that win future sales.",
        },
      ],
      keyIdeas: [
        "Digital products cross borders without shipping, customs or border queues.",
        "Choose a narrow niche where your South African experience is an advantage.",
        "Validate demand with pre-orders or a waiting list before you build.",
        "Compare payout options and currency fees: every percent counts.",
        "Foreign income is taxable at home; check VAT rules in customers' countries.",
      ],
      lab: {
        title: "Validate a digital product",
        steps: [
          "List three skills or areas of knowledge you have that people outside South Africa might pay for, and pick one.",
          "Describe your niche customer in one sentence, including their country, their problem and what they use instead today.",
          "Research three competing products and record their prices, their features and the complaints in their reviews.",
          "Write the text for a one-page landing page with a price in US dollars and a call to join a waiting list or pre-order.",
          "Compare two ways to receive payment in South Africa by calculating how many rand you would receive from a 20 US dollar sale after all fees.",
        ],
      },
      debate: {
        motion:
          "Young South Africans should build digital products for global customers rather than for the local market.",
        for: [
          "Global customers often pay in stronger currencies, so each sale earns more rand.",
          "The global market is so large that even a tiny niche can support a business.",
          "Digital products avoid the logistics and infrastructure problems that limit physical businesses.",
        ],
        against: [
          "Local founders understand South African problems best, and those problems often have fewer competitors.",
          "Winning trust and giving support across time zones is harder and costlier than serving customers at home.",
          "A product that works locally first gives proof and revenue before it competes globally.",
        ],
      },
    },
    {
      id: "global-pitching-international-investors",
      scope: "global",
      title: "Pitching International Investors",
      summary:
        "Prepare a clear pitch for angel and venture investors outside South Africa, understand what they look for, and know the key terms before you sign.",
      minutes: 40,
      lesson: [
        {
          heading: "What investors look for",
          body: "Venture investors back businesses that could grow very large, because most of their investments will fail and a few big successes must pay for the rest. They look for a large and growing market, a real problem, a product customers clearly want, evidence such as revenue or user growth, and a team able to deliver. International investors also ask why your market matters to them and whether you can expand beyond South Africa. Not every good business suits venture capital: a profitable, steadily growing business may be better funded from revenue or loans.",
        },
        {
          heading: "Building your pitch",
          body: "A pitch deck is usually ten to fifteen slides: the problem, your solution, the market size, your business model, traction, competition, your team, your financial plan, and how much you are raising and why. Lead with your strongest evidence, such as paying customers or rapid growth. Explain the South African or African context briefly and clearly, because a foreign investor may not know it. Practise a two-minute version and a one-sentence summary. Know your numbers, including what it costs to win a customer, your margins and how long your cash will last.",
        },
        {
          heading: "Finding international investors",
          body: "Investors rarely fund strangers who send cold emails. Warm introductions from other founders, mentors, accelerators and local investors carry far more weight. Accelerator programmes, some focused on Africa, offer training, networks and sometimes early investment in exchange for equity. Research each investor before you approach them: the stage, sector and region they invest in, and the companies they have backed. Pitch competitions and demo days can raise your profile. Be patient, because raising money often takes many months, and keep running the business while you do it.",
        },
        {
          heading: "Terms, structure and control",
          body: "Before signing, understand the key terms: the valuation, how much of the company you give up, the investor's rights such as board seats or vetoes, and liquidation preferences, which decide who is paid first if the company is sold. Some international investors ask South African startups to restructure under a holding company abroad. Such moves have exchange control and tax consequences and may need approval, so get specialist legal and tax advice. Protect your cap table, the record of who owns what, because giving away too much early can make later rounds difficult.",
        },
      ],
      keyIdeas: [
        "Venture investors need businesses that could grow very large.",
        "Lead your pitch with evidence: paying customers, growth and a strong team.",
        "Explain your African market clearly for investors who do not know it.",
        "Warm introductions beat cold emails; research every investor first.",
        "Understand valuation, investor rights and any offshore restructuring before you sign.",
      ],
      lab: {
        title: "Draft and test your pitch",
        steps: [
          "Write a one-sentence summary of your business that a stranger in another country would understand.",
          "Outline a ten-slide pitch deck using your own venture's problem, solution, market, model, traction, team and funding ask.",
          "Estimate your market size from the bottom up by multiplying the number of target customers by what each would pay per year.",
          "Identify three investors or accelerators whose stage, sector and region match your venture, and note a possible route to an introduction for each.",
          "Pitch for two minutes to your group, write down the three hardest questions, and revise your deck to answer them.",
        ],
      },
      debate: {
        motion:
          "South African startups should prioritise raising money from international rather than local investors.",
        for: [
          "International funds can often write larger cheques than the local market supports.",
          "Foreign investors bring networks and credibility that help a startup expand globally.",
          "Funding in foreign currency can protect a startup from rand weakness when it pays for global services.",
        ],
        against: [
          "Local investors understand the market and are more patient with South African realities.",
          "Restructuring offshore to suit foreign investors adds legal costs and can weaken ties to the home economy.",
          "Investors who know the local context give more practical help with customers and hiring.",
        ],
      },
    },
    {
      id: "global-ip-and-standards",
      scope: "global",
      title: "Intellectual Property and International Standards",
      summary:
        "Protect your brand, inventions and creative work at home and abroad, and learn how international standards open doors to global buyers.",
      minutes: 35,
      lesson: [
        {
          heading: "Types of intellectual property",
          body: "Intellectual property, IP, protects creations of the mind. Trade marks protect brand names, logos and slogans. Patents protect new inventions that involve an inventive step and can be used in industry. Registered designs protect the appearance or shape of a product. Copyright protects original works such as writing, music, art, photographs and software code. In South Africa, CIPC registers trade marks, patents and designs, while copyright generally arises automatically once an original work exists in material form, without registration.",
        },
        {
          heading: "Protection is territorial",
          body: "IP rights generally apply only in the country that grants them. A trade mark registered in South Africa does not stop someone else registering the same name in Kenya or Germany. If you plan to sell abroad, register your key trade marks in your main target markets early. International systems help: the Patent Cooperation Treaty lets you file one international patent application and choose countries later, and the Paris Convention gives a priority period after your first filing in which to file elsewhere. Check which treaties cover your target countries, and budget for the costs.",
        },
        {
          heading: "Secrets and ownership",
          body: "Not everything should be patented. Patent applications are eventually published, so some businesses protect recipes, processes or customer lists as trade secrets instead, using confidentiality agreements. Never show or sell an invention publicly before filing a patent application, because disclosure can destroy its novelty. Make sure your business actually owns its IP: work done by freelancers or co-founders may belong to them unless a written agreement assigns it to the company. Investors and buyers will check this during due diligence.",
        },
        {
          heading: "International standards",
          body: "Standards are agreed specifications for products, services and management systems, and international buyers often require suppliers to meet them. ISO 9001 covers quality management, ISO 22000 and HACCP-based schemes cover food safety, and ISO/IEC 27001 covers information security. Many countries also have compulsory technical regulations, such as safety rules for electrical goods. In South Africa, the South African Bureau of Standards, SABS, publishes national standards, and the National Regulator for Compulsory Specifications enforces the compulsory ones. Certification costs money, so find out which standards your target buyers actually require.",
        },
      ],
      keyIdeas: [
        "Trade marks, patents, designs and copyright protect different things.",
        "In South Africa, CIPC registers trade marks, patents and designs.",
        "IP is territorial: register your brand in each key export market.",
        "Do not disclose an invention publicly before filing a patent application.",
        "Buyers abroad often require standards such as ISO 9001 or food safety certification.",
      ],
      lab: {
        title: "IP and standards audit",
        steps: [
          "List every piece of IP in your venture, such as its name, logo, code, recipes, designs and content, and label each by type.",
          "Check who created each item and whether a written agreement gives the business ownership of it.",
          "Search CIPC's trade mark records for your business name and note any similar marks in your product class.",
          "Choose one export market and list the IP you would register there and the standards buyers in your sector expect.",
          "Write an action plan with the three most urgent steps, their estimated cost and a deadline for each.",
        ],
      },
      debate: {
        motion:
          "Small startups should spend their limited money on growth rather than on registering intellectual property.",
        for: [
          "Registration and enforcement costs can be large compared with a startup's budget.",
          "Speed to market and strong customer relationships protect many small businesses better than paper rights.",
          "Many startups change their name or product several times before settling, wasting early registration fees.",
        ],
        against: [
          "Losing your brand name in a key market can force a costly rebrand just as the business grows.",
          "Investors and buyers value registered IP and may walk away if ownership is unclear.",
          "Registering a trade mark early is relatively cheap insurance against copycats.",
        ],
      },
    },
  ],
  assessmentCategories: [
    {
      id: "global-digital-and-tech-services",
      scope: "global",
      title: "Digital and Tech Services",
      description: "Software, online platforms, remote work and digital services sold to customers worldwide.",
      prompts: {
        "trending-news":
          "Find a recent international news story about artificial intelligence, remote work, cybersecurity or a major tech platform, and explain what happened.",
        "problem-identification":
          "Identify a problem the story creates or reveals for businesses or people around the world, who has it most, and what it costs them.",
        solution:
          "Propose a digital product or service that a South African team could sell internationally to solve it, with your pricing in a foreign currency and how customers find you.",
      },
    },
    {
      id: "global-creative-industries",
      scope: "global",
      title: "Creative Industries",
      description:
        "Music, fashion, film, design and content from South Africa competing for audiences around the world.",
      prompts: {
        "trending-news":
          "Find a recent news story about South African music, fashion, film or design succeeding or struggling abroad, and summarise what happened.",
        "problem-identification":
          "Name the problem creators face in earning from global audiences, such as streaming payouts, piracy or reaching buyers, and what it costs them.",
        solution:
          "Propose a creative business that earns from international customers, explaining how you protect your intellectual property and how money flows back to South Africa.",
      },
    },
    {
      id: "global-green-economy",
      scope: "global",
      title: "Green Economy",
      description:
        "Renewable energy, climate solutions and sustainable products that meet global standards and demand.",
      prompts: {
        "trending-news":
          "Find a recent international news story about climate change, carbon rules, renewable energy or sustainable trade, and explain what happened.",
        "problem-identification":
          "Explain how the story affects South African exporters or communities, for example new carbon rules on exports or climate damage, and estimate the cost.",
        solution:
          "Propose a green business that sells to international buyers or investors, naming the standards or certifications you would need and how the business makes money.",
      },
    },
  ],
  projects: [
    {
      id: "project-global-digital-product-launch",
      groupId: "group-kasi-innovators",
      scope: "global",
      title: "Digital Product Launch",
      description:
        "A landing page and waiting list for a low-data study app, priced in US dollars and tested with overseas students.",
      date: "2025-05-05",
    },
    {
      id: "project-global-export-quote-challenge",
      groupId: "group-mzansi-makers",
      scope: "global",
      title: "Export Quote Challenge",
      description:
        "EXW, FOB and DDP quotes for sending a pallet of handmade homeware from Durban to a buyer in Europe.",
      date: "2025-05-12",
    },
    {
      id: "project-global-investor-pitch-night",
      groupId: "group-vuka-ventures",
      scope: "global",
      title: "Investor Pitch Night",
      description:
        "Two-minute pitches of a cross-border logistics app to a panel playing international angel investors.",
      date: "2025-05-19",
    },
    {
      id: "project-global-green-standards-review",
      groupId: "group-ikamva-builders",
      scope: "global",
      title: "Green Packaging Standards Review",
      description:
        "A review of the trade mark protection and international standards needed to export compostable packaging.",
      date: "2025-05-26",
    },
  ],
};
