import type { ArenaSeed } from "../types";

/**
 * The National arena: its learning modules, assessment categories and group projects. Amounts
 * and rules that can change are phrased so they stay true, and point learners to the institution that
 * publishes the current figure.
 */
export const NATIONAL: ArenaSeed = {
  modules: [
    {
      id: "national-registering-your-business",
      scope: "national",
      title: "Registering with CIPC and Choosing a Company Form",
      summary:
        "Compare trading as a sole proprietor, a partnership, a private company or a co-operative, and walk through registering with CIPC.",
      minutes: 35,
      lesson: [
        {
          heading: "Do you need to register?",
          body: "You can legally trade in South Africa as a sole proprietor without registering a company. You and the business are the same person: you keep all the profit, declare it on your personal tax return, and are personally liable for all its debts. Many micro businesses start this way. Registering a company becomes important when you want to protect your personal assets, bring in partners or investors, open a bank account in the business's name, or supply larger companies and government, which usually require a registered entity.",
        },
        {
          heading: "The main company forms",
          body: "Under the Companies Act, the most common choice for a small business is a private company, whose name ends in (Pty) Ltd. It is a separate legal person, so its debts are generally its own, and it can have one or more shareholders and directors. A non-profit company suits a social venture that does not distribute profits. A co-operative, owned and democratically controlled by its members, suits groups such as farmers or crafters. New close corporations can no longer be registered, although existing ones continue. Partnerships need no registration, but a written agreement is essential.",
        },
        {
          heading: "Registering with CIPC",
          body: "The Companies and Intellectual Property Commission, CIPC, registers companies and co-operatives. You can register online through CIPC's own website or through BizPortal, the government portal that combines company registration with related services. You either reserve a name or register with your registration number as the name, provide the directors' identity details, and adopt a standard Memorandum of Incorporation. Fees and steps change, so check the current ones on CIPC's site. Keep your registration certificate safe, because banks and customers will ask for it.",
        },
        {
          heading: "Staying compliant",
          body: "Registering is the start, not the end. Every company must file an annual return with CIPC each year, around the anniversary of its registration, and pay the fee; companies that stop filing can be deregistered. CIPC now also requires companies to file beneficial ownership information showing who ultimately owns or controls them. Keep records of directors' decisions and of who owns the shares, and update CIPC when directors or addresses change. Put your annual return date in your calendar on the day you register.",
        },
      ],
      keyIdeas: [
        "A sole proprietor needs no CIPC registration but has unlimited personal liability.",
        "A private company, (Pty) Ltd, is a separate legal person from its owners.",
        "Co-operatives suit groups that want to own and run a business democratically.",
        "Register online through CIPC or BizPortal, and check the current fees first.",
        "File your annual return every year or risk deregistration.",
      ],
      lab: {
        title: "Choose and plan your business form",
        steps: [
          "Write down who owns your business idea today, who might join, and whether you expect to take on investors, loans or large customers.",
          "Compare a sole proprietorship, a partnership, a private company and a co-operative for your idea in a table covering liability, cost, paperwork and credibility.",
          "Choose one form and write three sentences justifying it for the next two years.",
          "Draft three possible business names and check them with CIPC's name search before you become attached to one.",
          "List every document and detail you would need to register, and mark your annual return month in your calendar.",
        ],
      },
      debate: {
        motion: "Every student entrepreneur should register a private company before making their first sale.",
        for: [
          "A registered company looks credible to customers, banks and corporate buyers from the first day.",
          "Limited liability protects the founder's personal belongings if the venture runs into debt.",
          "Registering early avoids the hassle of moving contracts and accounts into a company later.",
        ],
        against: [
          "Testing the idea as a sole proprietor costs nothing and avoids annual returns for a business that may not last.",
          "Banks and funders often ask a new company's directors for personal guarantees anyway, which weakens the protection.",
          "Time spent on paperwork is better spent finding the first paying customers.",
        ],
      },
    },
    {
      id: "national-sars-tax-basics",
      scope: "national",
      title: "SARS Tax Basics for Small Businesses",
      summary:
        "Understand income tax, turnover tax and VAT, when each applies to a small business, and how to stay on the right side of SARS.",
      minutes: 40,
      lesson: [
        {
          heading: "Tax starts with registration",
          body: "Anyone earning taxable income must be registered with the South African Revenue Service, SARS. A sole proprietor declares business profit on their personal income tax return, while a company is taxed separately on its own profit and submits its own return. Use SARS eFiling to submit returns and see what you owe. Keep your records for at least five years, because SARS can ask to see the invoices and receipts behind your figures. Good records also make your own decisions easier.",
        },
        {
          heading: "Turnover tax for micro businesses",
          body: "Turnover tax is a simplified system for micro businesses, including sole proprietors, partnerships and companies, whose yearly turnover is below a set limit, which is R1 million at the time of writing. Instead of calculating profit, you pay a low rate on turnover according to a table, and the lowest band pays nothing. It replaces income tax and provisional tax for the business and means fewer returns. Some businesses, such as many professional services, cannot use it, and it does not suit businesses with high costs, so check the current rules on SARS's website.",
        },
        {
          heading: "VAT and the registration threshold",
          body: "Value-Added Tax, VAT, is charged on most goods and services. A business must register for VAT when its taxable supplies exceed the compulsory threshold in any twelve-month period. That threshold has been R1 million for many years, but government can change it, so always check the current figure on SARS's site. You may also register voluntarily once you pass a lower minimum. A VAT vendor charges VAT on sales, claims back VAT paid on business purchases, and pays the difference to SARS, usually every two months for a small business.",
        },
        {
          heading: "Employees and good habits",
          body: "If you employ people you may need to register for Pay-As-You-Earn, PAYE, to deduct tax from salaries, and you must register with the Unemployment Insurance Fund. Above a certain payroll you also pay the Skills Development Levy, which funds the SETAs. Good habits make all of this manageable: keep business and personal money separate, file every invoice, set aside a percentage of each sale for tax, and submit returns on time, because SARS charges penalties and interest on late returns and payments.",
        },
      ],
      keyIdeas: [
        "Sole proprietors pay tax on business profit through their personal return.",
        "Turnover tax is a simpler option for qualifying micro businesses.",
        "Register for VAT once taxable supplies pass the compulsory threshold: check it.",
        "VAT vendors charge VAT on sales and claim back VAT on business purchases.",
        "Set aside tax from every sale and file on time to avoid penalties.",
      ],
      lab: {
        title: "Your tax check-up",
        steps: [
          "Estimate your business's turnover and profit for the next twelve months using your own sales and cost figures.",
          "Look up the current turnover tax limit and VAT registration threshold on SARS's website and note the date you checked.",
          "Decide whether turnover tax, ordinary income tax or VAT registration applies to you, and write down why.",
          "Calculate what percentage of each sale you should set aside for tax, and open a separate savings pocket for it.",
          "Create a calendar with every filing and payment date that applies to your business this year.",
        ],
      },
      debate: {
        motion: "Small businesses below the compulsory VAT threshold should register for VAT voluntarily.",
        for: [
          "VAT registration lets the business claim back VAT on equipment and stock.",
          "Large corporate and government buyers often prefer suppliers that are VAT registered.",
          "Getting used to VAT early avoids a painful switch when the business crosses the threshold.",
        ],
        against: [
          "Adding VAT to prices can make a small business more expensive than rivals who are not registered.",
          "Regular VAT returns add paperwork and penalty risk for a business without a bookkeeper.",
          "Ordinary consumers cannot claim VAT back, so they simply pay more.",
        ],
      },
    },
    {
      id: "national-funding-your-business",
      scope: "national",
      title: "Funding in South Africa: Grants, Loans and Investors",
      summary:
        "Map the funding open to young South African entrepreneurs, from bootstrapping and NYDA grants to SEFA, banks and angel investors.",
      minutes: 40,
      lesson: [
        {
          heading: "Start with your own resources",
          body: "Most businesses start with the founder's own savings, money from family, and early sales. This is called bootstrapping, and it keeps you in control. Before looking for outside money, know exactly what you need it for, how much, and how it will earn more than it costs. Funders will ask for a business plan, a cash-flow forecast and evidence that customers will pay. Pre-selling, taking deposits, or starting smaller with second-hand equipment can often replace the need for outside money altogether.",
        },
        {
          heading: "Government and development funding",
          body: "The National Youth Development Agency, NYDA, supports young South Africans with business grants, mentorship and training. The Small Enterprise Finance Agency, SEFA, lends to small businesses, often through partner intermediaries, and the Small Enterprise Development Agency, SEDA, has offered business support and training. Government has been combining these small enterprise agencies into one body, so check which names and programmes are current. Provincial development agencies also run programmes. Check the age limits and criteria on each official website, and be wary of anyone who asks for a fee to secure a grant.",
        },
        {
          heading: "Banks and development finance",
          body: "Commercial banks lend to small businesses, but they usually want a trading history, financial statements, a good personal credit record and often security or a personal guarantee. A new business may find it easier to start with asset finance for a vehicle or equipment, or with finance backed by a contract from a reliable customer. Some banks, and enterprise development programmes run by large companies, offer more flexible finance for black-owned and youth-owned suppliers. Compare the total cost of each option, including fees, not just the interest rate.",
        },
        {
          heading: "Angel investors and equity",
          body: "An angel investor is an individual who invests their own money in an early-stage business in exchange for a share of ownership, often bringing experience and contacts too. Venture capital funds invest larger amounts in businesses that can grow very fast. Equity does not need to be repaid, but you give up part of your company and its future profits, and investors expect a way to earn a return. Take equity only from people you trust, understand what you are signing, and get advice before agreeing to a valuation.",
        },
      ],
      keyIdeas: [
        "Know exactly what the money is for and how it will earn more than it costs.",
        "Bootstrapping and pre-selling keep you in control of your business.",
        "NYDA supports young entrepreneurs; SEFA lends to small businesses.",
        "Banks want a trading history, records and often security.",
        "Equity is not repaid, but the ownership you give away is gone for good.",
      ],
      lab: {
        title: "Build a funding plan",
        steps: [
          "List exactly what you need money for, with a price for each item, and add up the total.",
          "Mark which items could be avoided, delayed, hired or bought second-hand, and recalculate the total.",
          "For the amount that remains, compare at least three sources, such as savings, an NYDA grant, a SEFA-backed loan or an angel investor, on cost, control and requirements.",
          "Check the current eligibility criteria for one government programme on its official website and list the documents it asks for.",
          "Write a one-page funding request covering the amount, its use, the expected return and how you will repay or reward the funder.",
        ],
      },
      debate: {
        motion: "Young entrepreneurs should avoid debt and rely only on grants and their own savings.",
        for: [
          "Loan repayments start before a new business has steady income, which can sink it early.",
          "Grants and savings do not put the founder's personal credit record at risk.",
          "Growing within your own means forces discipline and proves the business model first.",
        ],
        against: [
          "Grant money is limited and competitive, so waiting for it can mean the opportunity passes.",
          "Well-used debt lets a business grow faster while the founder keeps full ownership.",
          "Repaying a loan on time builds a credit history that opens bigger funding later.",
        ],
      },
    },
    {
      id: "national-supplying-retail-and-bbbee",
      scope: "national",
      title: "Getting into National Retail: Supplier Development and B-BBEE",
      summary:
        "Learn what large retailers and corporates expect from suppliers, how supplier development programmes work and why B-BBEE status matters.",
      minutes: 35,
      lesson: [
        {
          heading: "What big buyers expect",
          body: "Getting your product onto the shelves of a national retailer, or into a large company's supply chain, can transform a small business, but buyers expect consistency. You must deliver the same quality, in the agreed volumes, on time, with correct barcodes, labels and packaging. Food products must meet labelling rules and food safety standards. Buyers will ask for a registered company, tax compliance, a business bank account and proof of B-BBEE status. Start with independent stores and regional chains to prove your product and build capacity before approaching national buyers.",
        },
        {
          heading: "Payment terms and cash flow",
          body: "Large buyers often pay thirty, sixty or more days after delivery, while you must pay for ingredients, packaging and transport up front. A big order can therefore starve a small business of cash. Before you sign, calculate how much working capital you need to fill the order and survive until payment. Negotiate shorter terms where you can, ask whether the buyer's supplier development programme offers faster payment, and consider purchase order or invoice finance. Never accept an order you cannot deliver: a failed first delivery is hard to recover from.",
        },
        {
          heading: "Understanding B-BBEE",
          body: "Broad-Based Black Economic Empowerment, B-BBEE, is government policy to broaden participation in the economy. Companies are scored on elements including ownership, management control, skills development and enterprise and supplier development. Large companies earn points for buying from, and helping to develop, black-owned small suppliers. Very small businesses, called Exempted Micro Enterprises, can usually prove their status with a sworn affidavit instead of a full verification. The turnover thresholds are set in the Codes of Good Practice and can change, so check the current figures.",
        },
        {
          heading: "Supplier development programmes",
          body: "Many retailers, mining houses and other large companies run enterprise and supplier development programmes. These can offer training, mentoring, introductions to buyers, equipment, cheaper loans or faster payment for small suppliers, partly because they improve the company's own B-BBEE score. Look for supplier portals and enterprise development calls on company websites, and ask buyers directly. Apply with clear evidence: your product, your current customers, your capacity and what you would do with the support. Treat the programme as a step towards independence, not a permanent crutch.",
        },
      ],
      keyIdeas: [
        "Big buyers want consistent quality, volume, timing and correct paperwork.",
        "Long payment terms can starve a growing supplier of cash.",
        "Calculate the working capital an order needs before you accept it.",
        "Exempted Micro Enterprises can usually prove B-BBEE status with an affidavit.",
        "Supplier development programmes offer training, buyers and finance.",
      ],
      lab: {
        title: "Retail readiness check",
        steps: [
          "Choose one product and list what a retailer would need from you: barcode, label, packaging, price per case and minimum order.",
          "Cost one large order of your own choosing and count how many days would pass before you were paid on 60-day terms.",
          "Work out the working capital you would need to fill that order and where it would come from.",
          "Gather the compliance documents you already have, such as CIPC registration, tax number and B-BBEE affidavit, and list what is missing.",
          "Find one enterprise or supplier development programme relevant to your sector and note its entry requirements.",
        ],
      },
      debate: {
        motion: "B-BBEE supplier development does more for small black-owned businesses than open competition would.",
        for: [
          "Preferential procurement opens doors to buyers that would otherwise stay closed to new small suppliers.",
          "Mentorship and early payment from large companies address the exact gaps that make small suppliers fail.",
          "Without targeted programmes, established suppliers keep their contracts because of history rather than merit.",
        ],
        against: [
          "Some programmes favour a few well-connected businesses and leave most small suppliers untouched.",
          "Relying on empowerment points rather than price and quality can leave suppliers unable to compete when support ends.",
          "Compliance paperwork weighs more heavily on small businesses than on the large companies they compete with.",
        ],
      },
    },
  ],
  assessmentCategories: [
    {
      id: "national-agriculture-and-agro-processing",
      scope: "national",
      title: "Agriculture and Agro-processing",
      description:
        "Farming, food processing and getting produce from South African farms to buyers across the country.",
      prompts: {
        "trending-news":
          "Find a recent national news story about farming, drought, animal disease, food inflation or agricultural exports, and explain what happened.",
        "problem-identification":
          "Identify who in the value chain is hurt by the story, from small-scale farmers to consumers, and estimate the scale of the loss across provinces.",
        solution:
          "Propose a registered business that addresses the problem, such as processing, storage, transport or an aggregation service, and show how it reaches buyers beyond your town.",
      },
    },
    {
      id: "national-energy-and-infrastructure",
      scope: "national",
      title: "Energy and Infrastructure",
      description:
        "Electricity supply, solar power, water infrastructure and the businesses that keep homes and firms running.",
      prompts: {
        "trending-news":
          "Find a recent national news story about electricity supply, tariff increases, renewable energy or water infrastructure, and say what happened.",
        "problem-identification":
          "Name the households or businesses most affected, how often the problem hits them and what it costs them in lost trading time, spoiled stock or extra spending.",
        solution:
          "Propose a business that solves it at national scale, such as installing solar, selling backup power on instalments or maintaining equipment, including how customers would finance it.",
      },
    },
    {
      id: "national-education-and-youth-employment",
      scope: "national",
      title: "Education and Youth Employment",
      description: "Skills, learning and work opportunities for young South Africans in every province.",
      prompts: {
        "trending-news":
          "Find a recent news story about youth unemployment, matric results, university funding or skills shortages in South Africa, and explain what happened.",
        "problem-identification":
          "Identify a specific group of young people affected by the story, the barrier they face in learning or work, and what it costs them and their families.",
        solution:
          "Propose a business that helps them, such as tutoring, training, job-matching or learnerships with employers, and show how it is paid for without relying only on grants.",
      },
    },
  ],
  projects: [
    {
      id: "project-national-retail-shelf-pitch",
      groupId: "group-mzansi-makers",
      scope: "national",
      title: "Retail Shelf Pitch",
      description:
        "A pitch of a home-made chutney range to a regional retail buyer, with barcodes, case pricing and a 60-day cash-flow plan.",
      date: "2025-05-06",
    },
    {
      id: "project-national-cipc-registration-clinic",
      groupId: "group-ubuntu-traders",
      scope: "national",
      title: "CIPC Registration Clinic",
      description:
        "A peer clinic that walked fellow students through choosing a company form and preparing to register online with CIPC.",
      date: "2025-05-13",
    },
    {
      id: "project-national-funding-application-sprint",
      groupId: "group-letsema-collective",
      scope: "national",
      title: "Funding Application Sprint",
      description:
        "A week-long sprint to prepare business plans and cash-flow forecasts for a youth co-operative's funding applications.",
      date: "2025-05-20",
    },
    {
      id: "project-national-solar-kiosk-plan",
      groupId: "group-ikamva-builders",
      scope: "national",
      title: "Solar Charging Kiosk Plan",
      description:
        "A business plan for solar phone-charging kiosks at taxi ranks, including VAT, turnover tax and funding options.",
      date: "2025-05-27",
    },
  ],
};
