import type { ArenaSeed } from "../types";

/**
 * The Continental arena: its learning modules, assessment categories and group projects. Amounts
 * and rules that can change are phrased so they stay true, and point learners to the institution that
 * publishes the current figure.
 */
export const CONTINENTAL: ArenaSeed = {
  modules: [
    {
      id: "continental-afcfta-and-rules-of-origin",
      scope: "continental",
      title: "AfCFTA and Rules of Origin",
      summary:
        "Understand what the African Continental Free Trade Area changes for South African businesses and how rules of origin decide which goods pay lower tariffs.",
      minutes: 35,
      lesson: [
        {
          heading: "What the AfCFTA is",
          body: "The African Continental Free Trade Area, AfCFTA, is an agreement among African Union member states to create a single continental market for goods and services. Almost every African country has signed it. Members commit to removing tariffs on most goods over a phase-in period, reducing non-tariff barriers such as slow border procedures, and opening up trade in services. Trading under the agreement began in 2021, and South Africa has since started trading under it. For entrepreneurs, markets far beyond our neighbours may become cheaper and easier to reach.",
        },
        {
          heading: "Tariffs and existing trade blocs",
          body: "South Africa already trades duty-free with Botswana, Lesotho, Namibia and Eswatini through the Southern African Customs Union, SACU, and with most SADC members under the SADC Free Trade Area. The AfCFTA builds on these blocs rather than replacing them. The biggest changes are for trade with countries outside our region, in East, West and North Africa, where tariffs have often been higher. Countries publish tariff schedules showing how fast the duty on each product falls, so check the schedule for your product and destination.",
        },
        {
          heading: "Rules of origin",
          body: "A lower AfCFTA tariff only applies to goods that originate in a member country. Rules of origin stop products made elsewhere from simply passing through Africa to avoid duty. Goods qualify if they are wholly obtained in a member state, such as crops grown or minerals mined there, or if they are sufficiently worked or processed there, for example by adding a minimum share of local value or changing tariff classification. Simply repacking or labelling imported goods does not count. The rules are product-specific, so check the rule for your exact product.",
        },
        {
          heading: "Proving origin",
          body: "To claim the preferential tariff, the importer needs proof that the goods originate in a member state, usually a certificate of origin issued by the exporting country's customs or another designated authority. In South Africa, exporters work with SARS Customs. Keep the invoices for your raw materials, your production records and the costing sheets that show how your product meets the rule, because customs in the destination country can ask for verification long after delivery. Incorrect origin claims can lead to duties, penalties and delays, so build the paperwork into your process.",
        },
      ],
      keyIdeas: [
        "The AfCFTA aims to create one African market for goods and services.",
        "SACU and the SADC Free Trade Area already cover much of our regional trade.",
        "Lower tariffs only apply to goods that meet the rules of origin.",
        "Repacking or relabelling imported goods does not make them African.",
        "Keep production records to prove origin if customs checks later.",
      ],
      lab: {
        title: "Map your product's origin",
        steps: [
          "Pick one product you make or could make and list every input with its country of origin and cost.",
          "Calculate the share of the product's value that comes from South African or other AfCFTA-member inputs and processing.",
          "Choose one target market outside SACU and look up the current duty on your product there, including any AfCFTA tariff schedule.",
          "Find the product-specific rule of origin for your product and note whether you meet it today.",
          "List the records you would keep to prove origin and who in your business would be responsible for them.",
        ],
      },
      debate: {
        motion: "The AfCFTA will help small South African businesses more than large corporates.",
        for: [
          "Lower tariffs and simpler procedures cut the fixed costs that hit small exporters hardest.",
          "Open trade in services lets small firms sell across Africa without a physical presence in each country.",
          "Regional value chains create supplier opportunities for small businesses feeding larger exporters.",
        ],
        against: [
          "Large corporates already have the logistics, legal teams and distribution networks to use the agreement first.",
          "Rules of origin paperwork is easier for big firms with dedicated compliance staff.",
          "Non-tariff barriers such as poor roads and slow borders weigh far more on small shipments.",
        ],
      },
    },
    {
      id: "continental-cross-border-logistics-sadc",
      scope: "continental",
      title: "Cross-Border Logistics and SADC Trade",
      summary:
        "Plan how goods physically move across Southern African borders: customs declarations, clearing agents, transport choices and border delays.",
      minutes: 40,
      lesson: [
        {
          heading: "The SADC trading neighbourhood",
          body: "The Southern African Development Community, SADC, brings together sixteen member states, most of which take part in its Free Trade Area. For South African businesses, neighbours such as Botswana, Namibia, Zimbabwe, Mozambique and Zambia are natural first export markets: they are reachable by road, many consumers know South African brands, and traders already travel between them. Informal cross-border traders have long carried goods through border posts such as Beitbridge and Lebombo. Formal exporting follows the same routes, but with full customs paperwork.",
        },
        {
          heading: "Customs paperwork",
          body: "Goods leaving South Africa must be declared to SARS Customs, and the destination country's customs must clear them on arrival. A typical shipment needs a commercial invoice, a packing list, a transport document, a customs declaration and, to claim preferential duty, a certificate of origin. Some products also need permits, such as phytosanitary certificates for plants and fresh produce or veterinary certificates for animal products. Businesses that export register with SARS Customs. Errors in descriptions, values or tariff codes are common causes of delays and extra costs.",
        },
        {
          heading: "Clearing agents and transport",
          body: "Most small exporters use a licensed clearing agent or freight forwarder to prepare declarations, arrange transport and deal with customs on both sides of the border. Get more than one quote, and ask exactly what is included: agency fees, border charges, storage, insurance and the return trip. Choose between a full truckload, space on a shared load with other shippers, a courier for small high-value parcels, or rail and sea for heavy goods. Compare the landed cost, the total cost of getting the product to your customer's door, not just the freight price.",
        },
        {
          heading: "Planning for delays and risk",
          body: "Border queues, changing document requirements, road conditions and public holidays in either country can add days to a trip. Build buffer time into your delivery promises, and agree in writing who is responsible for the goods at each stage. Insure goods in transit. One-stop border posts, where both countries' officials work side by side, such as Chirundu between Zambia and Zimbabwe, aim to shorten crossings. Track each shipment and record how long every stage actually took, so that your next quote is more accurate.",
        },
      ],
      keyIdeas: [
        "SADC neighbours are natural first export markets for South African firms.",
        "Every shipment needs an invoice, packing list, transport document and declaration.",
        "A certificate of origin is needed to claim preferential duty.",
        "A clearing agent handles customs; compare quotes on total landed cost.",
        "Build border delays into delivery promises and insure goods in transit.",
      ],
      lab: {
        title: "Cost a cross-border shipment",
        steps: [
          "Choose a product and a customer city in a neighbouring SADC country, and estimate the size and weight of one typical order.",
          "List every document the shipment would need, including any permits specific to your product.",
          "Get or estimate quotes for at least two transport options, such as a shared load and a courier, including agency and border fees.",
          "Calculate the landed cost per unit at your customer's door and the price you would need to charge to keep your margin.",
          "Draw a timeline of the shipment from your door to the customer's, add a buffer for border delays, and write the delivery promise you would make.",
        ],
      },
      debate: {
        motion: "Small exporters should sell to SADC neighbours before trying markets further afield in Africa.",
        for: [
          "Road access and existing trade agreements make SADC shipments cheaper and simpler.",
          "Many SADC consumers already know South African products, which lowers marketing costs.",
          "Lessons from nearby markets build the systems needed for harder, more distant ones.",
        ],
        against: [
          "Neighbouring markets are already crowded with South African brands, so competition is fierce.",
          "Larger markets in East and West Africa may offer more growth for the same effort.",
          "Digital products and services face no border queues, so distance matters less than demand.",
        ],
      },
    },
    {
      id: "continental-payments-and-currency-risk",
      scope: "continental",
      title: "Getting Paid Across Africa: Mobile Money and Currency Risk",
      summary:
        "Learn how customers across Africa pay, from mobile money to bank transfers, and how to protect your margin when exchange rates move.",
      minutes: 35,
      lesson: [
        {
          heading: "How Africa pays",
          body: "Payment habits differ sharply across the continent. In Kenya, Tanzania and several other countries, mobile money services such as M-Pesa are used by a large share of adults for everyday purchases, bills and transfers. MTN MoMo, Airtel Money and Orange Money are widespread in parts of West, Central and East Africa. In South Africa, cards, EFTs and payment apps are more common. Before entering a market, find out how your customers actually pay, because offering the right payment method can matter as much as the price.",
        },
        {
          heading: "Collecting cross-border payments",
          body: "To accept payment from another African country, you can invoice for a bank transfer, use a payment gateway that supports several countries and mobile money, or work with a local partner who collects in the local currency. The Pan-African Payment and Settlement System, PAPSS, was developed so that payments between African currencies need not pass through US dollars first. Compare fees, settlement times and whether the provider can pay out to a South African bank account. Money coming into South Africa is subject to exchange control rules, which your bank handles.",
        },
        {
          heading: "What currency risk is",
          body: "When you sell in another currency, or buy inputs priced in one, the exchange rate can move between the day you agree a price and the day you are paid. If you quote a customer in Zambian kwacha and the kwacha weakens against the rand before they pay, you receive fewer rand than you planned, and your profit can disappear. Some currencies move sharply over short periods. Currency risk affects costs too: imported packaging or machinery priced in dollars becomes more expensive when the rand weakens.",
        },
        {
          heading: "Managing currency risk",
          body: "Small businesses have several simple tools. Invoice in rand, or in a stable currency such as US dollars, so the customer carries the risk, although this can make you less competitive. Ask for deposits and shorten payment terms so there is less time for rates to move. Build a buffer into prices for volatile currencies and review them often. Match income and costs in the same currency where possible. For larger amounts, banks offer forward exchange contracts that fix a rate in advance. The Namibian dollar, Lesotho loti and Eswatini lilangeni are pegged one to one to the rand, which removes most of this risk.",
        },
      ],
      keyIdeas: [
        "Find out how customers in each market actually pay before you launch.",
        "Mobile money such as M-Pesa and MTN MoMo leads payments in many markets.",
        "Exchange rate moves between quote and payment can wipe out your profit.",
        "Deposits, short terms and price buffers reduce currency risk.",
        "Currencies pegged to the rand, such as Namibia's, carry little currency risk.",
      ],
      lab: {
        title: "Plan payments for one market",
        steps: [
          "Choose one African market outside South Africa and research the three most common ways consumers and businesses there pay.",
          "Pick two ways you could collect payment from that market and compare their fees, settlement times and payout to a South African account.",
          "Look up how much the exchange rate between the rand and that market's currency has moved over the past year.",
          "Calculate your profit on one order if the customer's currency weakens by 10 percent between quote and payment.",
          "Write a short payment policy for that market covering invoice currency, deposit, payment terms and a price buffer.",
        ],
      },
      debate: {
        motion: "South African businesses selling into Africa should always invoice in rand.",
        for: [
          "Invoicing in rand moves currency risk away from the seller and makes profit predictable.",
          "Small businesses lack the tools and expertise to manage foreign exchange exposure.",
          "Customers in rand-pegged neighbouring countries can already pay in rand easily.",
        ],
        against: [
          "Customers forced to buy rand may choose a competitor who quotes in their own currency.",
          "Where foreign currency is scarce, insisting on rand can delay payment for months.",
          "Accepting local currency through mobile money can open up a much larger customer base.",
        ],
      },
    },
    {
      id: "continental-market-research-and-partners",
      scope: "continental",
      title: "Researching African Markets and Finding Partners",
      summary:
        "Research demand in another African market from South Africa, test it cheaply, and choose distributors or partners you can trust.",
      minutes: 40,
      lesson: [
        {
          heading: "Choosing a market",
          body: "Africa is not one market. Each country has its own languages, regulations, incomes, tastes and ways of doing business, and its big cities can differ greatly from one another. Shortlist markets with questions you can answer through desk research: is there demand for your product, can you get it there affordably, can customers pay, and which tariffs and regulations apply? Useful sources include international trade statistics, South African export councils, embassies and trade offices abroad, and chambers of commerce. Pick one market to test rather than spreading yourself thin.",
        },
        {
          heading: "Testing before committing",
          body: "Desk research only tells you so much. Talk to potential customers and traders in the target market through video calls, online communities, diaspora networks, or students from that country studying in South Africa. Send a small trial shipment, or list your product on an online marketplace active in that country. Attend trade fairs and trade missions, some of which the Department of Trade, Industry and Competition supports. Measure what happens: who buys, at what price, and what they say. Adapt your packaging, language and price before you scale.",
        },
        {
          heading: "Finding the right partner",
          body: "Most small businesses enter a new African market through a partner: an agent who earns commission on sales, a distributor who buys and resells your product, or a joint venture partner who shares ownership. A good partner brings local knowledge, customers, warehousing and an understanding of regulation and culture. Check references, visit their operations if you can, and start with a limited trial. Ask which other brands they handle, how far they reach and how they get paid. A partner who also represents a direct competitor may not push your product.",
        },
        {
          heading: "Contracts and trust",
          body: "Put every partnership into a written agreement covering territory, exclusivity, targets, pricing, payment terms, who owns the brand and customer data, and how the agreement ends. Decide which country's law applies and how disputes will be settled, for example through arbitration. Avoid giving a partner exclusive rights to a whole country until they have met agreed sales targets. Trust grows through small transactions that go well, regular communication and visits. Respect local business customs, such as the weight many markets place on relationships and face-to-face meetings.",
        },
      ],
      keyIdeas: [
        "Africa is many markets, not one: research each country and city separately.",
        "Test demand with small trials before committing serious money.",
        "Agents, distributors and joint ventures give different levels of control.",
        "Check a partner's references, reach and other brands before signing.",
        "Grant exclusivity only after a partner meets agreed targets.",
      ],
      lab: {
        title: "Desk research a target market",
        steps: [
          "Shortlist three African markets for one of your products and score each from 1 to 5 on demand, access, ability to pay and regulation.",
          "For your top market, find at least three credible sources of information and note what each tells you about your customers.",
          "Interview two people who live in or trade with that market and record what surprised you.",
          "Describe the ideal partner for that market, including their type, reach and what you would offer them.",
          "Draft the headings of a partnership agreement with a trial period and the targets that must be met before exclusivity.",
        ],
      },
      debate: {
        motion:
          "A South African business should enter a new African market through a local partner rather than on its own.",
        for: [
          "Local partners understand regulation, culture and customers in ways outsiders take years to learn.",
          "A distributor carries stock and credit risk, reducing the capital the business needs.",
          "Partnerships build goodwill and show commitment to the local economy.",
        ],
        against: [
          "A partner controls the customer relationship and can switch to a competitor, taking the market with them.",
          "Sharing margin with a partner can make the product too expensive for local customers.",
          "Selling directly online lets a business learn about customers without an intermediary filtering the feedback.",
        ],
      },
    },
  ],
  assessmentCategories: [
    {
      id: "continental-cross-border-trade",
      scope: "continental",
      title: "Cross-Border Trade",
      description:
        "Moving goods between African countries, from informal traders at border posts to formal exporters using the AfCFTA.",
      prompts: {
        "trending-news":
          "Find a recent news story about border delays, the AfCFTA, trade corridors or tariffs between African countries, and summarise what happened.",
        "problem-identification":
          "Explain who loses when goods move slowly or expensively across that border, and estimate the cost in time, spoiled goods or fees per shipment.",
        solution:
          "Propose a business that makes cross-border trade easier, such as a consolidation, clearing or digital documentation service, and show which traders would pay for it.",
      },
    },
    {
      id: "continental-fintech-and-payments",
      scope: "continental",
      title: "Fintech and Payments",
      description: "Mobile money, remittances, cross-border payments and financial access across African markets.",
      prompts: {
        "trending-news":
          "Find a recent news story about mobile money, remittance costs, payment systems or financial inclusion in an African country, and explain what happened.",
        "problem-identification":
          "Identify who struggles to send, receive or save money across borders because of the story, and how much they lose in fees, delays or exchange rates.",
        solution:
          "Propose a payments or financial service that solves it, explaining how it works with existing mobile money or banks, how it stays within regulation and how it earns revenue.",
      },
    },
    {
      id: "continental-agribusiness-and-food-security",
      scope: "continental",
      title: "Agribusiness and Food Security",
      description: "Feeding a growing continent: farming inputs, storage, processing and regional food trade.",
      prompts: {
        "trending-news":
          "Find a recent news story about harvests, food prices, fertiliser supply or climate impacts on farming in another African country, and summarise what happened.",
        "problem-identification":
          "Describe who faces hunger or lost income because of the story, how widespread it is across the region, and where food is lost between farm and consumer.",
        solution:
          "Propose a business that a South African team could build with partners in that market, such as storage, processing or regional trading, and show how it makes money.",
      },
    },
  ],
  projects: [
    {
      id: "project-continental-border-logistics-study",
      groupId: "group-vuka-ventures",
      scope: "continental",
      title: "Border Logistics Study",
      description:
        "A costed comparison of shared loads and couriers for sending a small shipment of goods from Gauteng to Harare.",
      date: "2025-05-08",
    },
    {
      id: "project-continental-payments-comparison",
      groupId: "group-kasi-innovators",
      scope: "continental",
      title: "Cross-Border Payments Comparison",
      description:
        "A side-by-side test of the fees and settlement times of ways to collect payment from customers in Kenya and Zambia.",
      date: "2025-05-15",
    },
    {
      id: "project-continental-afcfta-origin-audit",
      groupId: "group-mzansi-makers",
      scope: "continental",
      title: "AfCFTA Origin Audit",
      description:
        "An audit of a clothing product's inputs to check whether it meets the AfCFTA rules of origin for a West African market.",
      date: "2025-05-22",
    },
    {
      id: "project-continental-distributor-search",
      groupId: "group-vuka-ventures",
      scope: "continental",
      title: "Namibia Distributor Search",
      description:
        "Desk research, interviews and a draft trial agreement to find a distributor for a snack brand in Windhoek.",
      date: "2025-05-29",
    },
  ],
};
