/**
 * The seeded catalogue of the Entrepreneurship dashboard: the learning modules, assessment
 * categories, learner groups and group projects of each arena. `prisma/seed.ts` writes it into the
 * database. Amounts and rules that can change are phrased so they stay true, and point learners to
 * the institution that publishes the current figure.
 */

import type { AssessmentCategorySeed, GroupProjectSeed, GroupSeed, ModuleSeed } from "./seed-types";

export const MODULE_SEED: readonly ModuleSeed[] = [
  // ---------------------------------------------------------------- Local
  {
    id: "local-pricing-for-profit",
    scope: "local",
    title: "Pricing for Profit",
    summary:
      "Work out what one item really costs you to make or buy, then set a price that covers every cost, pays you and still sells in your street.",
    minutes: 30,
    lesson: [
      {
        heading: "Know the cost of one item",
        body: "Before you can set a price you need to know what one item costs you. For a vetkoek that means a share of the flour, oil, yeast, salt and filling, plus the gas or electricity used to fry it and the paper bag it goes out in. Add the taxi fare to the wholesaler, spread across everything you bought on that trip. Many small traders count only the ingredients and are surprised when the money runs out. Write every cost down, divide by the number of items you make, and you have your unit cost.",
      },
      {
        heading: "Fixed and variable costs",
        body: "Variable costs rise with every item you sell: ingredients, packaging, airtime used to take orders. Fixed costs stay the same whether you sell ten or a hundred: stall rent, a market permit, the loan repayment on a gas burner. Your price must cover the variable cost of each item and also contribute towards the fixed costs. If your fixed costs are R600 a month and each item earns R3 more than its variable cost, you must sell 200 items a month just to break even, before you have paid yourself anything.",
      },
      {
        heading: "Markup is not margin",
        body: "Markup is the amount you add on top of cost, shown as a percentage of the cost. Margin is your profit shown as a percentage of the selling price. If an item costs you R10 and you sell it for R15, your markup is 50 percent, but your margin is only a third of the price, about 33 percent. Traders who mix these up often believe they earn more than they do. Decide the margin you need to cover your fixed costs and your own wage, then work backwards to the price.",
      },
      {
        heading: "Check the market, then decide",
        body: "Your costs set the lowest price you can charge, but your customers and competitors set the highest. Walk your street and note what the spaza down the road, the tuck shop at the school gate and the supermarket charge for similar items. You do not have to be the cheapest. Customers pay more for convenience, freshness, trusted credit, or small quantities they can afford today. If your cost-based price is far above what people pay nearby, cut your costs or change the product rather than selling at a loss.",
      },
    ],
    keyIdeas: [
      "Count every cost, not just ingredients, and divide by the number of items.",
      "Your price must cover variable costs and help pay the fixed costs.",
      "A 50 percent markup on cost is only a 33 percent margin on price.",
      "Costs set your lowest price; customers and competitors set the highest.",
      "Never keep selling below cost just to stay busy.",
    ],
    lab: {
      title: "Cost and price one product",
      steps: [
        "Choose one product you sell or want to sell, such as vetkoek, airtime or a haircut, and write down how many you sell in a normal week.",
        "List every cost of making one batch, including ingredients, packaging, transport to the wholesaler and gas or electricity, and divide by the number of items to get your unit cost.",
        "List your monthly fixed costs, such as stall rent or permits, and work out how many items you must sell each month to cover them at your current price.",
        "Visit or phone three nearby sellers of a similar product and record their prices.",
        "Set a new price that covers your unit cost, your share of fixed costs and a wage for yourself, and write one sentence explaining why customers will pay it.",
      ],
    },
    debate: {
      motion: "A new spaza shop should set its prices below the nearest competitor to win customers.",
      for: [
        "Township customers compare prices closely, so being cheaper is the fastest way to be noticed.",
        "Lower prices bring more feet through the door, and those customers also buy higher-margin items.",
        "Once customers are loyal, the shop can slowly raise its prices to a sustainable level.",
      ],
      against: [
        "A small shop cannot match bulk-buying competitors on price for long and will run out of cash first.",
        "Competing on convenience, opening hours, small quantities and trusted credit protects margin better than price cuts.",
        "Raising prices later makes customers feel cheated and sends them back to the competitor.",
      ],
    },
  },
  {
    id: "local-bookkeeping-and-cash-flow",
    scope: "local",
    title: "Bookkeeping and Cash Flow for a Micro Business",
    summary:
      "Keep simple daily records, separate business money from household money, and see cash problems coming before they close your doors.",
    minutes: 35,
    lesson: [
      {
        heading: "Separate business and personal money",
        body: "Many micro businesses fail not for lack of sales but because money leaks out unseen. When the business cash sits in the same purse as money for bread, school transport and airtime, nobody can tell whether the business makes a profit. Open a separate bank account, or at least keep a separate tin for the business, and pay yourself a fixed weekly wage from it. If you take stock home for the family, write it down as a withdrawal, exactly as you would if you had taken cash.",
      },
      {
        heading: "A simple cash book",
        body: "A cash book is a notebook or spreadsheet with one line for every amount that comes in or goes out: the date, what it was for, money in, money out and the running balance. Count your cash at the end of every day and check that it matches the balance in the book. Keep the slips from the wholesaler in an envelope for each month. Bank and card machine statements help, but cash sales are only recorded if you write them down. Ten minutes a day is enough.",
      },
      {
        heading: "Profit is not the same as cash",
        body: "A business can be profitable on paper and still run out of cash. If you sell on credit to neighbours, buy a big order of stock to get a bulk discount, or pay a year's permit up front, the profit may be real but the cash is tied up. Cash flow is about the timing of money in and money out. List the money you expect to receive and to pay in each of the next four weeks. Any week where payments are bigger than receipts is a week to plan for now.",
      },
      {
        heading: "Managing credit customers",
        body: "Letting customers book goods until payday builds loyalty, but it is a loan from your business. Keep a credit book with each customer's name, the date, the items and the amount, and ask them to sign or confirm it on WhatsApp. Set a limit for each person and a day by which they must pay, often month end or grant payment day. Stop further credit to anyone who falls behind. Add up the total owed every week: if it keeps growing, your business is funding your customers.",
      },
    ],
    keyIdeas: [
      "Keep business money in a separate account or tin and pay yourself a fixed wage.",
      "Write down every rand in and out, and count the cash daily.",
      "Profit on paper is not cash in hand; watch the timing.",
      "Plan the next four weeks of money in and money out.",
      "Credit is a loan from your business: set limits and due dates.",
    ],
    lab: {
      title: "Build a four-week cash-flow forecast",
      steps: [
        "Keep a cash book for one week, recording every sale and every payment with the date, a description and the amount.",
        "At the end of each day count the cash and compare it with your book, noting any difference and its likely reason.",
        "Using your records, estimate the money coming in during each of the next four weeks, including credit customers who have promised to pay.",
        "List every payment due in those four weeks, such as stock, rent, transport and your own wage.",
        "Find the week with the lowest closing balance and write down two actions, such as delaying a stock order or collecting credit, that keep it above zero.",
      ],
    },
    debate: {
      motion: "Micro businesses should stop selling on credit altogether.",
      for: [
        "Unpaid credit is one of the biggest cash drains for spaza shops and home businesses.",
        "Chasing neighbours for money damages relationships more than refusing credit does.",
        "Trading for cash only makes bookkeeping and stock planning far simpler.",
      ],
      against: [
        "Many customers are paid monthly, so credit keeps them buying from you instead of a supermarket.",
        "Well-managed credit with limits and records builds loyalty that competitors cannot easily copy.",
        "Refusing all credit can push trusted regulars to shops that offer it.",
      ],
    },
  },
  {
    id: "local-finding-customers",
    scope: "local",
    title: "Finding Customers in Your Community",
    summary:
      "Use word of mouth, WhatsApp and your presence in the street to find customers, keep them coming back and respect their privacy.",
    minutes: 30,
    lesson: [
      {
        heading: "Start with who you can reach",
        body: "Your first customers are people you can already reach: neighbours, classmates, church members, taxi rank regulars and people who pass your stall every day. Describe your ideal customer in one sentence: who they are, where they are when they need you, and what problem you solve for them. A parent buying school lunches at seven in the morning has different needs from a worker buying a plate of food at lunchtime. Be present where and when your customer is, with a clear sign that shows what you sell and the price.",
      },
      {
        heading: "Word of mouth on purpose",
        body: "In a township or small town, reputation travels faster than any advert. Word of mouth can happen by accident, but you can also encourage it. Deliver exactly what you promised, on time, every time. Ask satisfied customers to tell a friend, and reward both with a small extra on their next purchase. A simple loyalty card, stamped after every purchase, gives people a reason to return. When something goes wrong, fix it quickly and politely, because an unhappy customer talks too.",
      },
      {
        heading: "Selling with WhatsApp",
        body: "WhatsApp Business is a free app that lets you set up a business profile with your hours and location, a catalogue of products with prices, and quick replies to common questions. Post on your Status every day with photos of fresh stock or finished work. Broadcast lists send one message to many contacts, but they only reach people who have saved your number, so ask customers to save it. Keep messages useful and not too frequent, and use labels to track new orders, paid orders and deliveries.",
      },
      {
        heading: "Respect people's information",
        body: "Customer names and phone numbers are personal information, and South Africa's Protection of Personal Information Act, known as POPIA, applies to small businesses too. Only add people to broadcast lists or groups if they have agreed, tell them what you will send, and remove anyone who asks straight away. Never share or sell your customer list to other sellers. Respecting privacy is not only the law: customers trust and recommend a business that does not spam them.",
      },
    ],
    keyIdeas: [
      "Describe your ideal customer: who, where, when and what problem you solve.",
      "Be where your customers are, at the time they need you.",
      "Make word of mouth happen: reward referrals and fix mistakes fast.",
      "Use a WhatsApp Business catalogue, Status and labels to sell and track orders.",
      "Only message people who agreed to hear from you.",
    ],
    lab: {
      title: "Plan a one-week customer drive",
      steps: [
        "Write a one-sentence description of your ideal customer, including where and when they need your product.",
        "Set up or update a WhatsApp Business profile with your hours, location and at least five products with prices in the catalogue.",
        "Design a simple referral offer and a loyalty card, and work out what each reward costs you using your unit cost.",
        "For one week, post on your Status daily and ask every customer how they heard about you, keeping a tally of the answers.",
        "Count your new customers at the end of the week and decide which channel to keep, change or drop.",
      ],
    },
    debate: {
      motion: "For a township business, WhatsApp matters more than a physical sign and stall.",
      for: [
        "Customers already spend hours on WhatsApp, so a Status update reaches them without rent or printing costs.",
        "A catalogue and order messages let you sell before customers leave home, even when you are not at the stall.",
        "A broadcast list can announce fresh stock to every regular in seconds.",
      ],
      against: [
        "Many customers buy on impulse as they walk past, and a sign catches people who do not have your number.",
        "Data costs mean some customers rarely check Status, while a visible stall works for everyone.",
        "A physical presence builds the trust that makes people willing to send a WhatsApp order in the first place.",
      ],
    },
  },
  {
    id: "local-stokvels-and-stock",
    scope: "local",
    title: "Stokvels, Informal Finance and Managing Stock",
    summary:
      "Use savings clubs and buying groups wisely, avoid expensive debt, and manage stock so your cash is not left sitting on the shelf.",
    minutes: 40,
    lesson: [
      {
        heading: "How stokvels can help a business",
        body: "A stokvel is a savings club whose members contribute a fixed amount regularly and receive a payout in turn or at the end of the year. A rotating stokvel gives each member a lump sum, which a trader can use to buy stock in bulk or a piece of equipment without taking a loan. Grocery stokvels buy together to get lower prices. Traders can form buying clubs on the same principle to bulk-buy from wholesalers. Write the rules down, record every contribution, and keep the money in a bank account in the group's name.",
      },
      {
        heading: "Borrowing carefully",
        body: "When cash runs short it is tempting to borrow from an informal moneylender, often called a mashonisa. These loans can cost far more in interest than a registered lender, and collection methods can be harsh. Credit providers in South Africa must be registered with the National Credit Regulator, so check before you borrow. Before taking any loan, calculate the total you will repay, not just the instalment, and ask whether the extra stock or equipment will earn more than the loan costs.",
      },
      {
        heading: "Stock is cash on a shelf",
        body: "Every item on your shelf is money you have already spent and cannot use until it sells. Too little stock loses sales, but too much ties up cash and risks expiry, damage or theft. Track which items sell fastest and which sit for weeks. Set a reorder level for each fast seller: the quantity at which you restock, based on how many you sell between trips to the wholesaler. Sell older stock first, a method called first in, first out, and check expiry dates every week.",
      },
      {
        heading: "Counting and controlling stock",
        body: "Do a full stock count at least once a month, and a quick count of high-value items such as airtime, cooking oil or baby formula every week. Compare what you counted with what you bought minus what you sold. The difference is shrinkage: theft, spoilage, items given away or sales that were never recorded. Keep high-value items behind the counter, limit who handles the till, and record stock taken for the household. Cutting shrinkage even a little can be worth as much as a big increase in sales.",
      },
    ],
    keyIdeas: [
      "A rotating stokvel can fund bulk stock without paying interest.",
      "Work out the total cost of a loan, not just the instalment.",
      "Check that any lender is registered with the National Credit Regulator.",
      "Stock on the shelf is cash you cannot use until it sells.",
      "Count stock often: shrinkage quietly eats your profit.",
    ],
    lab: {
      title: "Stock and savings check",
      steps: [
        "List your ten best-selling items and, for each, how many you sell per week and how often you visit the wholesaler.",
        "Set a reorder level for each item so that you do not run out between trips.",
        "Do a full stock count, compare it with the month's purchases minus recorded sales, and calculate your shrinkage in rand.",
        "Write draft rules for a four-member buying club or stokvel, covering contributions, payout order, records and what happens when someone misses a payment.",
        "Compare the total repayment on a R2,000 loan from a registered lender with the saving you would make by buying that stock in bulk.",
      ],
    },
    debate: {
      motion: "Young entrepreneurs should fund their first stock through a stokvel rather than a loan.",
      for: [
        "A stokvel payout carries no interest, so every rand of profit stays in the business.",
        "Regular contributions build the saving discipline that a business needs.",
        "Members often share supplier contacts and buy together, adding value beyond the money.",
      ],
      against: [
        "Waiting for your turn in a rotating stokvel can mean missing a season or an opportunity.",
        "Repaying a loan from a registered lender builds a credit record that helps the business borrow later.",
        "Mixing business with a community savings club can strain relationships if the business cannot keep up its contributions.",
      ],
    },
  },

  // ---------------------------------------------------------------- National
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

  // ---------------------------------------------------------------- Continental
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

  // ---------------------------------------------------------------- Global
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
      motion: "South African startups should prioritise raising money from international rather than local investors.",
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
];

export const ASSESSMENT_CATEGORY_SEED: readonly AssessmentCategorySeed[] = [
  // ---------------------------------------------------------------- Local
  {
    id: "local-food-and-retail",
    scope: "local",
    title: "Food and Retail",
    description: "Spaza shops, food stalls, home bakers and street vendors serving customers within walking distance.",
    prompts: {
      "trending-news":
        "Find a recent news story about food prices, food safety or the rules for spaza shops and street traders, and say what happened and where.",
      "problem-identification":
        "Name the problem the story reveals for shoppers or traders in your own area, such as unsafe food, rising prices or long trips to a supermarket, and estimate what it costs them each week.",
      solution:
        "Propose a food or retail business you could run from your street that solves it, with your product, your price, your customers and how you would make a profit.",
    },
  },
  {
    id: "local-personal-services",
    scope: "local",
    title: "Personal and Household Services",
    description:
      "Hair and beauty, car washes, phone repairs, tutoring, childcare and other services sold to neighbours.",
    prompts: {
      "trending-news":
        "Find a recent news story about household costs, unemployment, safety or access to services in townships or small towns, and say what happened.",
      "problem-identification":
        "Identify a service that people in your community struggle to get, afford or trust, who needs it most, and how much time or money they lose without it.",
      solution:
        "Propose a service business you could start with little equipment, stating what you charge, how customers book and pay, and how many clients you need each week to make a profit.",
    },
  },
  {
    id: "local-waste-and-environment",
    scope: "local",
    title: "Waste, Water and Environment",
    description: "Recycling, refuse collection, water and energy saving, and greening projects in your community.",
    prompts: {
      "trending-news":
        "Find a recent news story about illegal dumping, water cuts, electricity supply or recycling in a South African community, and summarise what happened.",
      "problem-identification":
        "Describe how that problem shows up in your own street or school, who is affected, how often, and what it costs in health, money or lost time.",
      solution:
        "Propose a local business that turns the problem into income, such as collecting recyclables or selling water-saving fittings, and explain who pays you and why.",
    },
  },

  // ---------------------------------------------------------------- National
  {
    id: "national-agriculture-and-agro-processing",
    scope: "national",
    title: "Agriculture and Agro-processing",
    description: "Farming, food processing and getting produce from South African farms to buyers across the country.",
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

  // ---------------------------------------------------------------- Continental
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

  // ---------------------------------------------------------------- Global
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
    description: "Music, fashion, film, design and content from South Africa competing for audiences around the world.",
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
    description: "Renewable energy, climate solutions and sustainable products that meet global standards and demand.",
    prompts: {
      "trending-news":
        "Find a recent international news story about climate change, carbon rules, renewable energy or sustainable trade, and explain what happened.",
      "problem-identification":
        "Explain how the story affects South African exporters or communities, for example new carbon rules on exports or climate damage, and estimate the cost.",
      solution:
        "Propose a green business that sells to international buyers or investors, naming the standards or certifications you would need and how the business makes money.",
    },
  },
];

export const GROUP_SEED: readonly GroupSeed[] = [
  {
    id: "group-ubuntu-traders",
    name: "Ubuntu Traders",
    focus: "Township retail and buying clubs that help spaza owners buy stock together.",
    memberCount: 24,
    scores: { local: 92, national: 71, continental: 58, global: 47 },
  },
  {
    id: "group-kasi-innovators",
    name: "Kasi Innovators",
    focus: "Low-data apps and digital tools built for township customers and small businesses.",
    memberCount: 18,
    scores: { local: 78, national: 66, continental: 74, global: 88 },
  },
  {
    id: "group-mzansi-makers",
    name: "Mzansi Makers",
    focus: "Locally made food, crafts and clothing aimed at national retail shelves.",
    memberCount: 21,
    scores: { local: 70, national: 93, continental: 62, global: 55 },
  },
  {
    id: "group-vuka-ventures",
    name: "Vuka Ventures",
    focus: "Cross-border trade and logistics between South Africa and its SADC neighbours.",
    memberCount: 12,
    scores: { local: 55, national: 68, continental: 91, global: 64 },
  },
  {
    id: "group-letsema-collective",
    name: "Letsema Collective",
    focus: "Youth-run farming and agro-processing co-operatives in rural and peri-urban areas.",
    memberCount: 27,
    scores: { local: 84, national: 79, continental: 69, global: 43 },
  },
  {
    id: "group-ikamva-builders",
    name: "Ikamva Builders",
    focus: "Solar, recycling and other green ventures with an eye on export markets.",
    memberCount: 9,
    scores: { local: 61, national: 57, continental: 80, global: 76 },
  },
];

export const GROUP_PROJECT_SEED: readonly GroupProjectSeed[] = [
  // ---------------------------------------------------------------- Local
  {
    id: "project-local-market-day",
    groupId: "group-ubuntu-traders",
    scope: "local",
    title: "Community Market Day",
    description:
      "A Saturday market where members sold food and crafts to test their prices and recorded every sale in a shared cash book.",
    date: "2025-05-03",
  },
  {
    id: "project-local-whatsapp-stock-tracker",
    groupId: "group-kasi-innovators",
    scope: "local",
    title: "WhatsApp Stock Tracker",
    description:
      "A simple order and stock tracker that lets spaza owners log sales and reorder levels through WhatsApp messages.",
    date: "2025-05-10",
  },
  {
    id: "project-local-school-garden-veg-boxes",
    groupId: "group-letsema-collective",
    scope: "local",
    title: "School Garden Veg Boxes",
    description:
      "Weekly vegetable boxes grown in a school garden and sold to parents on pre-order, costed down to the seedlings.",
    date: "2025-05-17",
  },
  {
    id: "project-local-recycling-drop-off",
    groupId: "group-ikamva-builders",
    scope: "local",
    title: "Kasi Recycling Drop-Off",
    description:
      "A weekend drop-off point that buys sorted cans, plastic and cardboard from residents and sells them on to a recycler.",
    date: "2025-05-24",
  },

  // ---------------------------------------------------------------- National
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

  // ---------------------------------------------------------------- Continental
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

  // ---------------------------------------------------------------- Global
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
    description: "EXW, FOB and DDP quotes for sending a pallet of handmade homeware from Durban to a buyer in Europe.",
    date: "2025-05-12",
  },
  {
    id: "project-global-investor-pitch-night",
    groupId: "group-vuka-ventures",
    scope: "global",
    title: "Investor Pitch Night",
    description: "Two-minute pitches of a cross-border logistics app to a panel playing international angel investors.",
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
];
